// The antd components pages use after sign-in; shared through the full `shared-ui` entry, loaded after sign-in.
// No Table: pages show tables through ../small-table (DisplayTable, TableSection) or ../data-grid.
export {
  App,
  Card,
  Collapse,
  DatePicker,
  Descriptions,
  Drawer,
  Dropdown,
  Form,
  InputNumber,
  Layout,
  List,
  Modal,
  Popconfirm,
  Result,
  Segmented,
  Select,
  Skeleton,
  Space,
  Switch,
  Tabs,
  Tag,
  Timeline,
  Tooltip,
  Typography,
} from 'antd';
export type { DescriptionsProps, FormInstance, MenuProps, SelectProps, TimelineProps } from 'antd';
