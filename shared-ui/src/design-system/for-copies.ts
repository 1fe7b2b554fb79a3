// What a remote's copy of a newer piece of the kit reads from the shell's kit (issue 29, build-tools/kit-additions.cjs):
// the antd components the kit's own pieces use but did not re-export (the data grid's Table, the filters' Checkbox,
// Popover and Radio), and the base every icon renders through, so that a copy renders a newer icon from its definition
// (@ant-design/icons-svg) with the shell's base and icon context. All are in the shell's bundle already (the kit's
// pieces and icons use them): exporting them costs the shell nothing. Remotes' own code still shows tables through the
// kit's DisplayTable and TableSection (eslint.config.mjs).
export { Checkbox, Popover, Radio, Table } from 'antd';
export { default as AntdIcon } from '@ant-design/icons/es/components/AntdIconLight';
