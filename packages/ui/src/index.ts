export {
  CHAT_FIRM_VARIABLES,
  FIRM_DEFAULTS,
  type Firm,
  type FirmVariable,
  firmValue,
  type ReadEnv,
  readFirm,
} from '@firm/contract/firm.ts';
export { CallNow, type CallNowProps, MOBILE_BREAKPOINT } from './CallNow.tsx';
export { ChatPanel, type ChatPanelProps, type FindSensitive } from './ChatPanel.tsx';
export { ChatSection, type ChatSectionProps } from './ChatSection.tsx';
export {
  type FormulaStep,
  MISSION_LINE,
  NAV_LINKS,
  type ReassuranceItem,
  type ServiceItem,
} from './content.ts';
export { enhance } from './enhance.ts';
export { Fallback } from './Fallback.tsx';
export { Footer } from './Footer.tsx';
export { Header, Logo } from './Header.tsx';
export { Hero, type HeroProps } from './Hero.tsx';
export { Icon, type IconName, type IconProps } from './icons.tsx';
export { DEFAULT_LINK_HOSTS, isAllowedLink } from './links.ts';
export { Contact, Formula, Founder, Reassurance, Section, Services } from './sections.tsx';
export { CHAT_TEXT, CHAT_WORDS, SUGGESTIONS, telHref } from './text.ts';
export { formatTime } from './time.ts';
export { type UseChat, useChat } from './useChat.ts';
