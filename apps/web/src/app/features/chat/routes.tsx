import type { RouteObject } from 'react-router';
import { paths } from '../../paths.js';

export const routes: RouteObject[] = [
  {
    path: paths.chats.path,
    lazy: async () => ({ Component: (await import('./chats-page.js')).ChatsPage }),
  },
  {
    path: paths.chat.path,
    lazy: async () => ({ Component: (await import('./chat-page.js')).ChatPage }),
  },
];
