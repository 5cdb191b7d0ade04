import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * Blueprint's InputGroup is a class component: react-hook-form's ref must reach the inner
 * <input>, through `inputRef`, or the form cannot read or focus the field.
 */
export const inputRegister = <N extends string>({ ref, ...rest }: UseFormRegisterReturn<N>) => ({
  ...rest,
  inputRef: ref,
});
