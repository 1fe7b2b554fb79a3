// The icons the console uses, imported one by one (the icon package is never bundled whole).
export { default as AlertOutlined } from '@ant-design/icons/es/icons/AlertOutlined';
export { default as ApiOutlined } from '@ant-design/icons/es/icons/ApiOutlined';
export { default as CheckOutlined } from '@ant-design/icons/es/icons/CheckOutlined';
export { default as CloudUploadOutlined } from '@ant-design/icons/es/icons/CloudUploadOutlined';
export { default as DashboardOutlined } from '@ant-design/icons/es/icons/DashboardOutlined';
export { default as DownOutlined } from '@ant-design/icons/es/icons/DownOutlined';
export { default as ExperimentOutlined } from '@ant-design/icons/es/icons/ExperimentOutlined';
export { default as FileTextOutlined } from '@ant-design/icons/es/icons/FileTextOutlined';
export { default as FlagFilled } from '@ant-design/icons/es/icons/FlagFilled';
export { default as FlagOutlined } from '@ant-design/icons/es/icons/FlagOutlined';
export { default as LaptopOutlined } from '@ant-design/icons/es/icons/LaptopOutlined';
export { default as KeyOutlined } from '@ant-design/icons/es/icons/KeyOutlined';
export { default as LogoutOutlined } from '@ant-design/icons/es/icons/LogoutOutlined';
export { default as MailOutlined } from '@ant-design/icons/es/icons/MailOutlined';
export { default as SafetyCertificateOutlined } from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
export { default as SettingOutlined } from '@ant-design/icons/es/icons/SettingOutlined';
export { default as UserAddOutlined } from '@ant-design/icons/es/icons/UserAddOutlined';
