import type { SubjectDetails, SubjectSearchResult } from '@quizwise/contract';
import type { Db } from '../../db/client.js';
import { errors } from '../../lib/errors.js';
import { findSubject, searchSubjects, topicsOfSubject } from './subjects.repository.js';

export async function searchCatalogue(db: Db, query: string): Promise<SubjectSearchResult[]> {
  const rows = await searchSubjects(db, query);
  return rows.map((s) => ({
    subject_id: s.id,
    id: s.id,
    name: s.name,
    system: s.system,
    grade_level: s.gradeLevel,
  }));
}

/** A catalogue subject with its topics; an unknown id is a 404. */
export async function subjectDetail(db: Db, id: number): Promise<SubjectDetails> {
  const subject = await findSubject(db, id);
  if (!subject) throw errors.notFound();
  const topicRows = await topicsOfSubject(db, subject.id);
  return {
    id: subject.id,
    name: subject.name,
    grade_level: subject.gradeLevel,
    system: subject.system,
    detail: subject.detail,
    topics: topicRows.map((t) => ({ id: t.id, name: t.name, content: t.content })),
  };
}
