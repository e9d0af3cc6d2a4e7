import { ContractPage } from '@/features/agents/contracts/components/contract-page';

export const Component = () => <ContractPage kind="daily_salary" name="salary-contract" />;
