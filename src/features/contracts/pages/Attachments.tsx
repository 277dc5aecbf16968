import { QueryPage } from '@/kit/query';
import { AttachmentDialog } from '../components/AttachmentDialog';
import { AttachmentFiles } from '../components/AttachmentFiles';
import { attachmentsQuery } from '../schemas/attachments';

const config = attachmentsQuery(
  (props) => <AttachmentDialog {...props} />,
  (doc) => <AttachmentFiles doc={doc} />,
);

/** Attachment management (SPEC §2 /contract-management/attachmentManagement). */
export default function Attachments() {
  return <QueryPage config={config} />;
}
