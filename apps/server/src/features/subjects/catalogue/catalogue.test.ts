import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The catalogue is plain data shipped in the repo; these checks keep hand edits from breaking the
// subject search, subject details and the AI features that quote topic content as source material.

interface CatalogueTopic {
  name: string;
  content: string;
}

interface CatalogueSubject {
  slug: string;
  name: string;
  system: string;
  grade_level: string;
  detail: string;
  topics: CatalogueTopic[];
}

const folder = new URL('./', import.meta.url);
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

function asSubject(value: unknown, where: string): CatalogueSubject {
  if (!isRecord(value)) throw new Error(`${where}: a subject must be an object`);
  const { slug, name, system, grade_level, detail, topics } = value;
  for (const [key, field] of Object.entries({ slug, name, system, grade_level, detail })) {
    if (!nonEmptyString(field)) throw new Error(`${where}: "${key}" must be a non-empty string`);
  }
  if (!Array.isArray(topics)) throw new Error(`${where}: "topics" must be an array`);
  const parsedTopics = topics.map((topic: unknown, index) => {
    if (!isRecord(topic) || !nonEmptyString(topic.name) || !nonEmptyString(topic.content)) {
      throw new Error(`${where}: topic ${index} needs a non-empty name and content`);
    }
    return { name: topic.name, content: topic.content };
  });
  return {
    slug: slug as string,
    name: name as string,
    system: system as string,
    grade_level: grade_level as string,
    detail: detail as string,
    topics: parsedTopics,
  };
}

function loadFile(file: string): CatalogueSubject[] {
  const parsed: unknown = JSON.parse(readFileSync(new URL(file, folder), 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${file}: the file must hold a JSON array of subjects`);
  return parsed.map((entry: unknown, index) => asSubject(entry, `${file}[${index}]`));
}

const subjects = files.flatMap(loadFile);

describe('subject catalogue', () => {
  it('ships at least 45 subjects across at least 6 school systems', () => {
    expect(subjects.length).toBeGreaterThanOrEqual(45);
    expect(new Set(subjects.map((subject) => subject.system)).size).toBeGreaterThanOrEqual(6);
  });

  it('keeps one school system per file', () => {
    for (const file of files) {
      expect(new Set(loadFile(file).map((subject) => subject.system)).size, file).toBe(1);
    }
  });

  it('gives every subject between 8 and 14 topics', () => {
    const outOfRange = subjects
      .filter((subject) => subject.topics.length < 8 || subject.topics.length > 14)
      .map((subject) => `${subject.slug} (${subject.topics.length})`);
    expect(outOfRange).toEqual([]);
  });

  it('uses unique kebab-case slugs across all files', () => {
    const slugs = subjects.map((subject) => subject.slug);
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);
    expect(slugs.filter((slug) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toEqual([]);
  });

  it('uses unique topic names within each subject', () => {
    const duplicates = subjects.flatMap((subject) => {
      const names = subject.topics.map((topic) => topic.name.toLowerCase());
      return names
        .filter((name, index) => names.indexOf(name) !== index)
        .map((name) => `${subject.slug}: ${name}`);
    });
    expect(duplicates).toEqual([]);
  });

  it('keeps every topic content between 150 and 2000 characters', () => {
    const outOfBounds = subjects.flatMap((subject) =>
      subject.topics
        .filter((topic) => topic.content.length < 150 || topic.content.length > 2000)
        .map((topic) => `${subject.slug}: ${topic.name} (${topic.content.length})`),
    );
    expect(outOfBounds).toEqual([]);
  });

  it('has a non-empty detail for every subject', () => {
    expect(subjects.filter((subject) => subject.detail.trim().length < 20).map((s) => s.slug)).toEqual([]);
  });
});
