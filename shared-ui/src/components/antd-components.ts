// antd's components as remotes see them: shared-ui is their one door to antd, so a version or theme change is
// made here once.

export {
  Alert,
  Card,
  Drawer,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Segmented,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
export type { TableColumnsType } from 'antd';
