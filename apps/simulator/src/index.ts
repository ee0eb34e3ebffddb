export * from './jt808/terminal-messages';
export * from './jt808/virtual-terminal';
