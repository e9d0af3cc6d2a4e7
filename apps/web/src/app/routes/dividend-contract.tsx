import { ContractPage } from '@/features/agents/contracts/components/contract-page';

export const Component = () => <ContractPage kind="dividend" name="dividend-contract" />;
