// The benchmark's reference page (scripts/bench.mjs): antd's ConfigProvider, one Button and a
// 10-row Table, nothing else. Built with the app's build options (bench/baseline/vite.config.ts),
// so the app's first load can be compared with the cheapest possible antd page.
import { createRoot } from 'react-dom/client';
import { Button, ConfigProvider, Table } from 'antd';

const rows = Array.from({ length: 10 }, (_, i) => ({
  key: i,
  code: `V${1000 + i}`,
  name: `Supplier ${i + 1}`,
  amount: (i + 1) * 1234.5,
}));
const columns = [
  { title: 'Code', dataIndex: 'code', key: 'code' },
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Amount', dataIndex: 'amount', key: 'amount' },
];

function Baseline() {
  return (
    <ConfigProvider theme={{ token: { colorPrimary: '#5392f7', borderRadius: 4, controlHeight: 28 } }}>
      <Button type="primary">OK</Button>
      <Table data-testid="baseline-table" rowKey="key" columns={columns} dataSource={rows} pagination={false} />
    </ConfigProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Baseline />);
