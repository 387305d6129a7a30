import {
  BriefcaseBusiness,
  Building2,
  FileText,
  FolderOpen,
  House,
  Mail,
  Newspaper,
  ScrollText,
  Settings,
  UserRound,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

/** The icon of each top-level admin menu entry (docs/decisions/0111), imported one by one. */
const icons: Record<string, LucideIcon> = {
  armsHome: House,
  armsStaff: UsersRound,
  armsCompanies: Building2,
  armsJobSeekers: UserRound,
  armsJobs: BriefcaseBusiness,
  armsEmails: Mail,
  armsDocuments: FolderOpen,
  armsLogs: ScrollText,
  armsCms: Newspaper,
  armsSetting: Settings,
};

/** The decorative icon of a menu key, or undefined (the menu then shows the label's first letter). */
export function menuIcon(key: string) {
  const Icon = icons[key] ?? FileText;
  return <Icon aria-hidden="true" focusable="false" size={18} strokeWidth={1.75} />;
}
