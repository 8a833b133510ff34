import { TOPIC_NOTES_COST, type AiGeneratedTopic } from '@quizwise/contract';
import type { QuizProvider, TopicPassage } from '@quizwise/quiz-engine';
import type { Db } from '../../db/client.js';
import { ApiError, errors } from '../../lib/errors.js';
import { reserveCredits } from '../credits/charges.js';
import { searchUserMaterial } from '../ai/user-material.js';
import {
  findCatalogueTopics,
  findRecentDraft,
  storeDraft,
  type CatalogueTopic,
} from './topic-notes.repository.js';

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function subjectInfo(topic: CatalogueTopic): string {
  const where = [topic.system, topic.gradeLevel].filter(Boolean).join(', ');
  return where ? `${topic.subjectName} (${where})` : topic.subjectName;
}

/**
 * Study notes on a topic from the subject catalogue and the caller's own raw texts and notes. Nothing
 * to draw on is a 400 naming `topic`, free; otherwise 1 credit is taken first (never overdrawn) and
 * given back if the notes cannot be made or the provider fails. The same topic asked again within a
 * day answers the stored note, free.
 */
export async function topicNotesWithCredits(
  db: Db,
  provider: QuizProvider,
  userId: number,
  topic: string,
): Promise<AiGeneratedTopic> {
  const topicKey = topic.trim().toLowerCase().replace(/\s+/g, ' ');
  const recent = await findRecentDraft(db, userId, topicKey);
  if (recent) return recent;
  const [catalogue, own] = await Promise.all([
    findCatalogueTopics(db, topic),
    searchUserMaterial(db, userId, topic),
  ]);
  const passages: TopicPassage[] = [
    ...catalogue.map((t) => ({
      id: `topic:${t.id}`,
      title: `${t.name} — ${subjectInfo(t)}`,
      text: t.content,
    })),
    ...own.map((doc) => ({ id: `${doc.kind}:${doc.id}`, title: doc.title, text: doc.text })),
  ];
  const nothing = () =>
    errors.field(
      'topic',
      `Neither the subject catalogue nor your own material covers "${topic}". Add raw texts or notes about it first.`,
    );
  if (passages.length === 0) throw nothing();
  const reservation = await reserveCredits(db, userId, TOPIC_NOTES_COST, 'topic_notes', { topic });
  const refund = (reason: string) => reservation.refund(reason);
  let result;
  try {
    result = await provider.topicNotes(topic, passages);
  } catch (error) {
    await refund(error instanceof ApiError ? `http_${error.statusCode}` : 'provider_error');
    throw error;
  }
  if (!result.ok) {
    await refund(result.reason);
    throw nothing();
  }
  const wanted = topic.trim().toLowerCase();
  const named =
    catalogue.find((t) => t.name.toLowerCase() === wanted) ??
    catalogue.find((t) => t.name.toLowerCase().includes(wanted));
  const best = named ?? catalogue[0];
  const note: AiGeneratedTopic = {
    subject_info: best ? subjectInfo(best) : 'Your own material',
    topic_name: named?.name ?? capitalise(topic),
    study_notes: result.value.markdown,
  };
  await storeDraft(db, userId, topicKey, note);
  return note;
}
