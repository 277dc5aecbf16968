import { Skeleton } from 'antd';

export function PageFallback() {
  return (
    <div style={{ padding: 16 }}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}
