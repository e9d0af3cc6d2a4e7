import { MemberBenefitsPage } from '@/features/engagement/components/member-benefits-page';

export const Component = MemberBenefitsPage;
