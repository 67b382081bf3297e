import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export interface FavoriteNotesLabels {
  notes: string;
  noNotes: string;
  editNotes: string;
  saveNotes: string;
  cancel: string;
  notesFailed: string;
  /** "{count}/{max}" */
  notesCounter: (count: number, max: number) => string;
}

export interface FavoriteNotesProps {
  notes: string;
  notesMax: number;
  labels: FavoriteNotesLabels;
  /** resolves true when saved; false keeps the editor open with an error */
  onSave: (notes: string) => Promise<boolean>;
}

/** A favourite's notes (shop or service): shown, or edited in place with a counter, saved by the caller. */
export function FavoriteNotes({ notes, notesMax, labels, onSave }: FavoriteNotesProps) {
  const notesId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(notes);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailed(false);
    const ok = await onSave(draft.trim());
    setSaving(false);
    if (ok) setEditing(false);
    else setFailed(true);
  };

  if (editing)
    return (
      <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          id={notesId}
          label={labels.notes}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          size="small"
          error={draft.length > notesMax}
          helperText={labels.notesCounter(draft.length, notesMax)}
          slotProps={{ htmlInput: { maxLength: notesMax } }}
        />
        {failed ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {labels.notesFailed}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Button type="submit" variant="contained" size="small" disabled={saving}>
            {labels.saveNotes}
          </Button>
          <Button
            size="small"
            disabled={saving}
            onClick={() => {
              setDraft(notes);
              setFailed(false);
              setEditing(false);
            }}
          >
            {labels.cancel}
          </Button>
        </Box>
      </Box>
    );

  return (
    <Box>
      <Typography variant="subtitle2" component="p">
        {labels.notes}
      </Typography>
      <Typography
        variant="body2"
        color={notes ? 'text.primary' : 'text.secondary'}
        sx={{ whiteSpace: 'pre-wrap' }}
      >
        {notes || labels.noNotes}
      </Typography>
      <Button
        size="small"
        sx={{ mt: 0.5, ml: -1 }}
        onClick={() => {
          setDraft(notes);
          setEditing(true);
        }}
      >
        {labels.editNotes}
      </Button>
    </Box>
  );
}
