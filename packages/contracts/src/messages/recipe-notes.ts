/** A member's private notes on a recipe (not in the spec: product copy). */
export const recipeNotesMessages = {
  recipeNoteHeading: 'My notes',
  recipeNoteHint: 'Only you can see these notes.',
  recipeNotePlaceholder: 'Less salt next time, 5 more minutes in the oven…',
  recipeNoteSave: 'Save note',
  recipeNoteSaving: 'Saving…',
  recipeNoteSaved: 'Saved',
  recipeNoteUnsaved: 'Unsaved changes',
  recipeNoteSaveFailed: 'The note could not be saved. Try again.',
  recipeNoteLoadFailed: 'Your note could not be loaded.',
  recipeNoteTooLong: 'Keep the note under 5000 characters.',
  recipeNoteRecipeNotFound: 'This recipe is not available.',
  recipeNoteDeleted: 'Note removed.',
  recipeNoteStored: 'Note saved.',
} as const;
