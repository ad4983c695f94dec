import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bookmarks, type CommentType, comments, type EngagementType, likes } from '../../db/schema';

/**
 * What other modules may read of the engagement tables (decision 580): they call these
 * instead of importing likes, bookmarks or comments.
 */

/** The ids of the comments on one item, as a subquery (for `inArray`). */
export function commentIdsOn(db: Db, type: CommentType, id: number) {
  return db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.commentType, type), eq(comments.contentId, id)));
}

/**
 * How many likes the item of kind `type` whose id is `itemId` has, as a correlated subquery
 * (to sort a list of items by it).
 */
export function likeCountOf(type: EngagementType, itemId: SQLWrapper) {
  return sql<number>`(select count(*) from ${likes} where ${likes.contentType} = ${sql.raw(`'${type}'`)} and ${likes.contentId} = ${itemId})`;
}

/** How many comments the item of kind `type` whose id is `itemId` has, as a correlated subquery. */
export function commentCountOf(type: CommentType, itemId: SQLWrapper) {
  return sql<number>`(select count(*) from ${comments} where ${comments.commentType} = ${sql.raw(`'${type}'`)} and ${comments.contentId} = ${itemId})`;
}

/**
 * Comments as other modules may show them (a reported comment), as a subquery to join by `id`
 * (PostgreSQL folds it into the outer query, so the join costs what joining `comments` did).
 */
export function commentsView<A extends string>(alias: A) {
  return new QueryBuilder()
    .select({
      id: comments.id,
      userId: comments.userId,
      commentType: comments.commentType,
      contentId: comments.contentId,
      text: comments.text,
      image: comments.image,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .as(alias);
}

/**
 * Whether member `userId` likes the item of kind `type` whose id is `itemId`, as a correlated
 * `exists` (for each item of a list).
 */
export function isLikedBy(type: EngagementType, itemId: SQLWrapper, userId: number) {
  return sql<boolean>`exists(select 1 from ${likes} where ${likes.contentType} = ${sql.raw(`'${type}'`)} and ${likes.contentId} = ${itemId} and ${likes.userId} = ${userId})`;
}

/** How many bookmarks the item of kind `type` whose id is `itemId` has, as a correlated subquery. */
export function bookmarkCountOf(type: EngagementType, itemId: SQLWrapper) {
  return sql<number>`(select count(*) from ${bookmarks} where ${bookmarks.contentType} = ${sql.raw(`'${type}'`)} and ${bookmarks.contentId} = ${itemId})`;
}

/**
 * Whether member `userId` bookmarked the item of kind `type` whose id is `itemId`, as a
 * correlated `exists`.
 */
export function isBookmarkedBy(type: EngagementType, itemId: SQLWrapper, userId: number) {
  return sql<boolean>`exists(select 1 from ${bookmarks} where ${bookmarks.contentType} = ${sql.raw(`'${type}'`)} and ${bookmarks.contentId} = ${itemId} and ${bookmarks.userId} = ${userId})`;
}

/**
 * Member `userId`'s bookmarks of items of kind `type` (the item's id, when and in which order
 * they were saved), as a subquery to join by `contentId` (PostgreSQL folds it into the outer
 * query, so it reads the bookmarks' indexes as joining `bookmarks` did).
 */
export function bookmarksBy<A extends string>(alias: A, userId: number, type: EngagementType) {
  return new QueryBuilder()
    .select({ id: bookmarks.id, contentId: bookmarks.contentId, createdAt: bookmarks.createdAt })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.contentType, type)))
    .as(alias);
}

/** Every comment one member wrote, oldest first (their data archive). */
export function commentsOf(db: Db, userId: number) {
  return db
    .select()
    .from(comments)
    .where(eq(comments.userId, userId))
    .orderBy(comments.createdAt, comments.id);
}

/** Every like of one member (their data archive). */
export function likesOf(db: Db, userId: number) {
  return db
    .select({ contentType: likes.contentType, contentId: likes.contentId, createdAt: likes.createdAt })
    .from(likes)
    .where(eq(likes.userId, userId))
    .orderBy(likes.createdAt, likes.id);
}

/** Every bookmark (saved item) of one member (their data archive). */
export function bookmarksOf(db: Db, userId: number) {
  return db
    .select({
      contentType: bookmarks.contentType,
      contentId: bookmarks.contentId,
      createdAt: bookmarks.createdAt,
    })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId))
    .orderBy(bookmarks.createdAt, bookmarks.id);
}
