// The antd components pages use after sign-in; shared through the full `shared-ui` entry, loaded after sign-in.
export {
  App,
  Card,
  Collapse,
  Descriptions,
  Drawer,
  Dropdown,
  Form,
  Layout,
  List,
  Modal,
  Result,
  Select,
  Skeleton,
  Space,
  Switch,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
export type { DescriptionsProps, MenuProps, SelectProps, TableColumnsType, TableProps } from 'antd';
