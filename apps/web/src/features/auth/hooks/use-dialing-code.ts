import { useState } from 'react';
import { WhitelabelFlag } from '@lotto/contract';
import { hasWhitelabelFlag, useSettings } from '@/lib/settings';
import { useCountries } from '../api/get-countries';

/**
 * §2.4 the dialing code: a picker when UPDATEMOBILEICC3 is on or a phone-code provider is used;
 * otherwise the merchant's own code, silently.
 */
export const useDialingCode = () => {
  const settings = useSettings();
  const countriesQuery = useCountries();
  const countries = countriesQuery.data;
  const [chosen, setChosen] = useState<string | null>(null);
  const dialingCode = chosen ?? countries?.countryDialingCode ?? '';
  const countryCode =
    countries?.countries.find((c) => c.countryDialingCode === dialingCode)?.countryCode ??
    (dialingCode === countries?.countryDialingCode ? countries.countryCode : undefined);
  const showPicker =
    hasWhitelabelFlag(settings, WhitelabelFlag.UPDATEMOBILEICC3) ||
    settings?.sms.phoneCodeProvider === true;
  return {
    dialingCode,
    countryCode,
    countries: countries?.countries ?? [],
    showPicker,
    setDialingCode: setChosen,
    /**
     * The merchant's country is not known yet: a number cannot be checked against it, so no code
     * is asked for (a tap would read as a wrongly written number).
     */
    loading: countriesQuery.isPending,
  };
};
