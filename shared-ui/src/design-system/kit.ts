// The antd components pages use after sign-in; shared through the full `shared-ui` entry, loaded after sign-in.
export {
  App,
  Collapse,
  Descriptions,
  Drawer,
  Dropdown,
  Layout,
  List,
  Modal,
  Select,
  Skeleton,
  Space,
  Switch,
  Tabs,
  Tag,
  Tooltip,
} from 'antd';
export type { DescriptionsProps, MenuProps, SelectProps, TableColumnsType, TableProps } from 'antd';
