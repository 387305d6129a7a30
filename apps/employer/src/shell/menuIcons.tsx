import {
  BarChart3,
  Briefcase,
  Building2,
  CircleHelp,
  FileText,
  FolderOpen,
  House,
  MessageSquareText,
  Settings,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icon of each top-level menu entry (docs/decisions/0111): lucide-react, imported one by one so
 * only these ship. Children of a group show no icon of their own; the group's stands for them.
 */
const icons: Record<string, LucideIcon> = {
  home: House,
  hiringEntities: Building2,
  jobs: Briefcase,
  resumes: FileText,
  reports: BarChart3,
  documents: FolderOpen,
  setting: Settings,
  help: CircleHelp,
  feedback: MessageSquareText,
  welcome: Sparkles,
};

/** The decorative icon of a menu key, or undefined (the menu then shows the label's first letter). */
export function menuIcon(key: string) {
  const Icon = icons[key];
  return Icon ? <Icon aria-hidden="true" focusable="false" size={18} strokeWidth={1.75} /> : undefined;
}
