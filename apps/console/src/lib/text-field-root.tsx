import { forwardRef } from 'react';
import { FormControl, type FormControlProps } from '@mui/material';

/**
 * MUI 9's TextField no longer takes the props of MUI 5-7 (`InputProps`, `inputProps`,
 * `InputLabelProps`, `FormHelperTextProps`, `SelectProps`) and hands whatever it does not know to
 * its root, a <div>; react-admin's inputs still pass them (alongside the `slotProps` MUI 9 reads),
 * and React warns of each unknown DOM prop. The theme gives every TextField this root, which
 * leaves those props out.
 */
type LegacyProps = Record<
  | 'InputProps'
  | 'inputProps'
  | 'InputLabelProps'
  | 'FormHelperTextProps'
  | 'SelectProps'
  | 'inputRef',
  unknown
>;

export const TextFieldRoot = forwardRef<HTMLDivElement, FormControlProps & Partial<LegacyProps>>(
  function TextFieldRoot(props, ref) {
    const {
      InputProps: _input,
      inputProps: _htmlInput,
      InputLabelProps: _label,
      FormHelperTextProps: _helper,
      SelectProps: _select,
      inputRef: _ref,
      ...rest
    } = props;
    return <FormControl ref={ref} {...rest} />;
  },
);
