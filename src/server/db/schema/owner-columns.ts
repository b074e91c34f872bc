// The owner columns most tables start with: the workspace (or user) a row belongs to, deleted
// with it. Apart from columns.ts because these reference accounts.ts, which uses columns.ts.
import { uuid } from 'drizzle-orm/pg-core';
import { users, workspaces } from './accounts.js';

/** `workspace_id uuid NOT NULL REFERENCES workspaces ON DELETE CASCADE` */
export const workspaceIdColumn = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/** `user_id uuid NOT NULL REFERENCES users ON DELETE CASCADE` */
export const userIdColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * The two columns a workspace's own table begins with: its id (the table's kind, from columns.ts)
 * and the workspace the row belongs to. Spread first, so the column order stays id, workspace_id.
 */
export const workspaceRowColumns = <Id>(id: Id) => ({ id, workspaceId: workspaceIdColumn() });
