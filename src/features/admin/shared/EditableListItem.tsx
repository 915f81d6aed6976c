import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import DeleteIcon from '@mui/icons-material/Delete';

/**
 * A row of an admin list edited beside it: the row itself opens the record in the form (marked
 * while it is there), its trailing button asks to delete it.
 */
export function EditableListItem({
  selected,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  alignItems,
  children,
}: {
  selected: boolean;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  alignItems?: 'flex-start';
  children: ReactNode;
}) {
  return (
    <ListItem
      divider
      disablePadding
      secondaryAction={
        <IconButton edge="end" color="error" aria-label={deleteLabel} onClick={onDelete}>
          <DeleteIcon />
        </IconButton>
      }
    >
      <ListItemButton selected={selected} alignItems={alignItems} aria-label={editLabel} onClick={onEdit}>
        {children}
      </ListItemButton>
    </ListItem>
  );
}
