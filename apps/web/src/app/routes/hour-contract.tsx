import { ContractPage } from '@/features/agents/contracts/components/contract-page';

export const Component = () => <ContractPage kind="hourly_salary" name="hour-contract" />;
