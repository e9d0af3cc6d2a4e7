import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { REVALIDATE_DEBOUNCE_MS } from '@lotto/contract';

/** §4: after a language change, the fields that show a message are checked again (200 ms later). */
export const useRevalidateOnLanguageChange = <T extends FieldValues>(form: UseFormReturn<T>) => {
  const { i18n } = useTranslation();
  const { trigger, getFieldState } = form;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const shown = Object.keys(form.formState.errors).filter(
          (name) => getFieldState(name as Path<T>).invalid,
        ) as Path<T>[];
        if (shown.length > 0) void trigger(shown);
      }, REVALIDATE_DEBOUNCE_MS);
    };
    i18n.on('languageChanged', onChange);
    return () => {
      clearTimeout(timer);
      i18n.off('languageChanged', onChange);
    };
  }, [i18n, form, trigger, getFieldState]);
};
