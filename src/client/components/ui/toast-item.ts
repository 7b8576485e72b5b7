// What a toast shows: toast.tsx keeps the one showing, toaster-view.tsx draws it (it is loaded
// with the first toast), and both read this shape from here so neither imports the other's code.

/** A button in the toast; choosing it also closes the toast. */
export interface ToastAction {
  label: string;
  /**
   * Another way to do the same, announced to screen-reader users with the toast, who may not reach
   * the button before it goes (Radix Toast's altText).
   */
  altText: string;
  onClick: () => void;
}
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  duration?: number;
  action?: ToastAction;
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}
