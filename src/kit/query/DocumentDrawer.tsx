import { Drawer } from '../dialog';
import { useDocumentView, type DocumentViewProps } from './DocumentView';

export type DocumentDrawerProps<T> = DocumentViewProps<T> & {
  open: boolean;
  onClose: () => void;
};

/** The detail of a query screen's document in a drawer opened from its row: header, lines, actions, previous/next and print. */
export function DocumentDrawer<T extends object>({ open, onClose, ...props }: DocumentDrawerProps<T>) {
  const { title, tools, body } = useDocumentView(props);
  return (
    <Drawer open={open} title={title} extra={tools} size={props.config.width ?? 880} onClose={onClose} destroyOnHidden>
      {body}
    </Drawer>
  );
}
