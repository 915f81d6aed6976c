import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import DeleteIcon from '@mui/icons-material/Delete';

/**
 * A row of an admin list edited beside it: the row itself opens the record in the form (marked
 * while it is there), its trailing button asks to delete it. The row's button holds only what its
 * name says ("Edit Ottawa" around the visible "Ottawa"), so that a speech user can say what they
 * see; the record's other lines are shown under it.
 */
export function EditableListItem({
  selected,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  children,
  details,
}: {
  selected: boolean;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
  details?: ReactNode;
}) {
  return (
    <ListItem
      divider
      disablePadding
      sx={{ flexDirection: 'column', alignItems: 'stretch' }}
      secondaryAction={
        <IconButton edge="end" color="error" aria-label={deleteLabel} onClick={onDelete}>
          <DeleteIcon />
        </IconButton>
      }
    >
      <ListItemButton selected={selected} aria-label={editLabel} onClick={onEdit}>
        {children}
      </ListItemButton>
      {details && <Box sx={{ px: 2, pr: 6, pb: 1.5 }}>{details}</Box>}
    </ListItem>
  );
}
