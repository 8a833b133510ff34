#!/usr/bin/env node
// `npm run screenshots:landing`: takes the landing page's showcase pictures from the product itself, so
// they never drift from it. Builds if stale, starts the built server on a free port with an empty data
// directory, signs a demo teacher up, creates lesson material, quizzes, three classes and their students'
// submitted answers through the API, then photographs four screens (quiz generator, classes, an
// assignment's graded results, a class's progress insights) at a desktop and a phone size with
// playwright-core + Debian's Chromium, and writes them as WebP into apps/web/src/landing/images/screens/
// with a manifest of their sizes. Commit what it writes.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'apps/web/src/landing/images/screens');

/** The two shots of each screen: what a desktop visitor sees, and a phone-sized crop for narrow screens. */
const SHOTS = {
  // 1120 px keeps the app's desktop layout while its text stays legible when drawn ~820 px wide.
  desktop: { viewport: { width: 1120, height: 700 }, scale: 1.5, widths: [960, 1680] },
  mobile: { viewport: { width: 390, height: 600 }, scale: 2, widths: [780] },
};
const WEBP = { quality: 78, effort: 6 };

// ---------- demo data: one biology teacher, three classes, answers that make the results worth a look ----------

const MATERIAL = {
  name: 'Photosynthesis and respiration (Year 9 Biology)',
  content: `Photosynthesis is the process green plants use to make glucose from carbon dioxide and water, using light energy absorbed by chlorophyll in the chloroplasts. Oxygen is released as a by-product.

The word equation is: carbon dioxide + water → glucose + oxygen (in the presence of light and chlorophyll).

The rate of photosynthesis is limited by light intensity, carbon dioxide concentration and temperature. Whichever factor is in shortest supply limits the rate.

Aerobic respiration happens in the mitochondria of every living cell. Glucose reacts with oxygen to release energy, producing carbon dioxide and water. Anaerobic respiration in muscles produces lactic acid and releases much less energy.

Plants respire all the time, day and night; they photosynthesise only when there is light.`,
};

const mc = (question, answer, options, skill) => ({
  question,
  answer,
  options,
  questionType: 'multiple_choice',
  skill,
});
const tf = (question, answer, skill) => ({
  question,
  answer,
  options: ['True', 'False'],
  questionType: 'true_false',
  skill,
});
const short = (question, answer, skill) => ({
  question,
  answer,
  options: [],
  questionType: 'short_answer',
  skill,
});

const QUIZZES = [
  {
    title: 'Photosynthesis check-in',
    questions: [
      mc(
        'Which gas do plants take in for photosynthesis?',
        'Carbon dioxide',
        ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Hydrogen'],
        'Photosynthesis',
      ),
      mc(
        'Where in the cell does photosynthesis happen?',
        'Chloroplast',
        ['Nucleus', 'Mitochondrion', 'Chloroplast', 'Ribosome'],
        'Cell structure',
      ),
      tf('Oxygen is a by-product of photosynthesis.', 'True', 'Photosynthesis'),
      mc(
        'Which factor does NOT limit the rate of photosynthesis?',
        'Soil colour',
        ['Light intensity', 'Temperature', 'Carbon dioxide concentration', 'Soil colour'],
        'Limiting factors',
      ),
      short('Name the green pigment that absorbs light.', 'Chlorophyll', 'Photosynthesis'),
    ],
  },
  {
    title: 'Respiration quick quiz',
    questions: [
      mc(
        'Where does aerobic respiration happen?',
        'Mitochondria',
        ['Chloroplasts', 'Mitochondria', 'Cell wall', 'Vacuole'],
        'Cell structure',
      ),
      tf('Plants only respire at night.', 'False', 'Respiration'),
      mc(
        'What does anaerobic respiration in muscles produce?',
        'Lactic acid',
        ['Ethanol', 'Lactic acid', 'Glucose', 'Oxygen'],
        'Respiration',
      ),
      mc(
        'Which releases more energy per glucose?',
        'Aerobic respiration',
        ['Aerobic respiration', 'Anaerobic respiration', 'Both the same', 'Neither'],
        'Respiration',
      ),
      short('Which gas is produced by aerobic respiration?', 'Carbon dioxide', 'Respiration'),
    ],
  },
  {
    title: 'Limiting factors practice',
    questions: [
      mc(
        'A plant in dim light photosynthesises slowly. What limits the rate?',
        'Light intensity',
        ['Light intensity', 'Water', 'Soil', 'Oxygen'],
        'Limiting factors',
      ),
      tf('Raising the temperature always speeds photosynthesis up.', 'False', 'Limiting factors'),
      mc(
        'Which word equation is photosynthesis?',
        'carbon dioxide + water → glucose + oxygen',
        [
          'glucose + oxygen → carbon dioxide + water',
          'carbon dioxide + water → glucose + oxygen',
          'water → hydrogen + oxygen',
          'glucose → lactic acid',
        ],
        'Photosynthesis',
      ),
      mc(
        'Greenhouse growers add which gas to speed growth?',
        'Carbon dioxide',
        ['Carbon dioxide', 'Nitrogen', 'Helium', 'Oxygen'],
        'Limiting factors',
      ),
      short('Which organelle releases energy from glucose?', 'Mitochondria', 'Cell structure'),
    ],
  },
];

const CLASSES = [
  {
    name: '9B Biology',
    students: [
      'Amara Okafor',
      'Ben Fischer',
      'Chloé Martin',
      'Daniel Kowalski',
      'Elif Yılmaz',
      'Finn O’Brien',
      'Grace Liu',
      'Hugo Silva',
    ],
  },
  { name: '9C Biology', students: ['Isla Novak', 'Jonah Reyes', 'Kiri Walker', 'Leo Bauer', 'Maya Haddad'] },
  { name: '10A Chemistry', students: ['Nadia Rossi', 'Omar Farouk', 'Priya Shah', 'Quinn Taylor'] },
];

/** How often each student answers right, so the class shows a spread and improves from quiz to quiz. */
const SKILL_BY_STUDENT = [0.95, 0.55, 0.85, 0.7, 1, 0.45, 0.9, 0.65];

function wrongOption(question) {
  return question.options.find((option) => option !== question.answer) ?? 'I am not sure';
}

/** A deterministic answer sheet: student `s` on quiz `q` gets question `k` right by a fixed pattern. */
function answersFor(questions, studentIndex, quizIndex) {
  const skill = Math.min(
    1,
    (SKILL_BY_STUDENT[studentIndex % SKILL_BY_STUDENT.length] ?? 0.7) + quizIndex * 0.06,
  );
  return questions.map((question, key) => {
    const source = QUIZZES[quizIndex]?.questions.find((q) => q.question === question.question);
    const right = ((key * 7 + studentIndex * 3) % 10) / 10 < skill;
    if (!source) return { key, response: question.options[0] ?? 'Not sure' };
    return { key: question.key, response: right ? source.answer : wrongOption(source) };
  });
}

// ---------- the server ----------

async function freePort() {
  return new Promise((done) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(resolve(tmpdir(), 'qw-screens-'));
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/health/`)).ok) break;
    } catch {
      // still starting
    }
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------- the browser sees the product at its public address ----------

/** The address the pictures show (links such as a quiz's student link are built from it). */
const PUBLIC_ORIGIN = 'https://quizwise.app';

/** A context whose requests to PUBLIC_ORIGIN are answered by the local server, cookies and all. */
async function publicContext(browser, baseUrl, options = {}) {
  const context = await browser.newContext({ baseURL: PUBLIC_ORIGIN, ...options });
  await context.route(`${PUBLIC_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${baseUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  return context;
}

// ---------- API calls, made by the page itself so its session and CSRF cookie go with them ----------

async function api(page, method, path, data) {
  const result = await page.evaluate(
    async ({ method, path, data }) => {
      const csrf = /(?:^|; )csrftoken=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrftoken': decodeURIComponent(csrf) },
        body: data === undefined ? undefined : JSON.stringify(data),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, data },
  );
  if (result.status >= 400) throw new Error(`${method} ${path}: ${result.status} ${result.text}`);
  return result.text ? JSON.parse(result.text) : null;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Students take a few minutes over a quiz; submitting the moment it starts would show "0 s" taken. */
// (LANDING_SCREENS_FAST=1 skips the wait, for trying the script out; don't commit what it takes.)
const fast = process.env.LANDING_SCREENS_FAST === '1';
const ANSWERING_MS = fast ? 0 : 100_000;
const BETWEEN_SUBMISSIONS_MS = fast ? 0 : 2_500;

async function createDemoData(context, baseUrl) {
  const page = await context.newPage();
  await page.goto('/signup/');
  await api(page, 'POST', '/api/auth/signup/', {
    email: 'ms.rivera@school.example',
    password: 'a demo password for screenshots',
    name: 'Ms Rivera',
  });

  const material = await api(page, 'POST', '/api/create-raw-text/', MATERIAL);
  const quizzes = [];
  for (const quiz of QUIZZES) {
    const bySet = new Map();
    for (const question of quiz.questions) {
      const set = bySet.get(question.questionType) ?? [];
      set.push(question);
      bySet.set(question.questionType, set);
    }
    const questionSets = [...bySet].map(([type, questions]) => ({ question_type: type, questions }));
    quizzes.push(
      await api(page, 'POST', '/api/create-quiz/', { title: quiz.title, question_sets: questionSets }),
    );
  }

  const classes = [];
  for (const demo of CLASSES) {
    const created = await api(page, 'POST', '/api/teaching/classes/', { name: demo.name });
    await api(page, 'POST', `/api/teaching/classes/${created.id}/roster-csv/`, {
      csv: demo.students.join('\n'),
    });
    classes.push(await api(page, 'GET', `/api/teaching/classes/${created.id}/`));
  }

  // The first class takes all three quizzes, one after the other; the others take the first.
  const assignments = [];
  const attempts = [];
  for (const [classIndex, taught] of classes.entries()) {
    const quizCount = classIndex === 0 ? quizzes.length : 1;
    for (let quizIndex = 0; quizIndex < quizCount; quizIndex += 1) {
      const assignment = await api(page, 'POST', '/api/teaching/assignments/', {
        quiz_id: quizzes[quizIndex].id,
        class_id: taught.id,
        show_answers: 'after_submit',
      });
      assignments.push({ assignment, classIndex, quizIndex });
      // Everyone but the last student on the roster starts, so the results show one still to come.
      for (const [studentIndex, student] of taught.students.slice(0, -1).entries()) {
        const started = await studentCall(baseUrl, `/api/q/${assignment.code}/attempts/`, {
          student_code: student.code,
        });
        attempts.push({ started, studentIndex, quizIndex });
      }
    }
  }
  console.info(`demo data ready; students answer for ${ANSWERING_MS / 1000} s before handing in…`);
  await sleep(ANSWERING_MS);
  // Hand in out of roster order, a little apart, so times taken differ as they would in a lesson.
  attempts.sort((a, b) => ((a.studentIndex * 5 + 3) % 7) - ((b.studentIndex * 5 + 3) % 7));
  for (const { started, studentIndex, quizIndex } of attempts) {
    await studentCall(baseUrl, `/api/q/attempts/${started.id}/submit/`, {
      token: started.token,
      answers: answersFor(started.questions, studentIndex, quizIndex),
    });
    await sleep(BETWEEN_SUBMISSIONS_MS);
  }
  await page.close();
  return { material, classes, assignments };
}

/** Students have no account: their calls carry only the attempt's token. */
async function studentCall(baseUrl, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

// ---------- the screens ----------

function screens(data) {
  const firstClass = data.classes[0];
  const graded = data.assignments.find(
    (entry) => entry.classIndex === 0 && entry.quizIndex === 2,
  )?.assignment;
  return [
    {
      name: 'generate',
      url: `/app/generate?raw_text=${data.material.id}`,
      ready: (page) => page.getByRole('button', { name: /Generate quiz/ }).waitFor(),
    },
    {
      name: 'classes',
      url: `/app/classes/${firstClass.id}`,
      ready: (page) =>
        page
          .getByRole('row', { name: new RegExp(CLASSES[0].students[0]) })
          .first()
          .waitFor(),
      // On a phone the roster with its student codes is the point, not the forms above it.
      mobileFocus: (page) => page.getByRole('columnheader', { name: 'Student code' }).first(),
    },
    {
      name: 'grading',
      url: `/app/assignments/${graded.id}`,
      ready: (page) => page.getByRole('table').first().waitFor(),
      mobileFocus: (page) => page.getByRole('heading', { name: /^Students/ }).first(),
    },
    {
      name: 'progress',
      url: `/app/classes/${firstClass.id}`,
      // The charts are aria-hidden (the table beside them carries the figures), so found by class.
      mobileFocus: (page) => page.locator('.teaching-charts').first(),
      ready: async (page) => {
        const insights = page.getByRole('heading', { name: /insight|progress/i }).last();
        await insights.waitFor();
        // Charts draw after their data and their lazy module arrive.
        await page
          .locator('.recharts-surface, svg.class-chart, figure svg')
          .first()
          .waitFor({ timeout: 15000 })
          .catch(() => {});
        await insights.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await page.evaluate(() => window.scrollBy(0, -16));
      },
    },
  ];
}

async function capture(browser, storageState, baseUrl, screen, kind) {
  const shot = SHOTS[kind];
  const context = await publicContext(browser, baseUrl, {
    storageState,
    viewport: shot.viewport,
    deviceScaleFactor: shot.scale,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(screen.url);
  await screen.ready(page);
  const focus = kind === 'mobile' ? screen.mobileFocus?.(page) : undefined;
  if (focus) {
    await focus.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    // Leave room for the app's sticky top bar.
    await page.evaluate(() => window.scrollBy(0, -72));
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await context.close();
  const written = [];
  for (const width of shot.widths) {
    const file = `${screen.name}-${kind}-${width}.webp`;
    const info = await sharp(png).resize({ width }).webp(WEBP).toFile(resolve(outDir, file));
    written.push({ file, width: info.width, height: info.height, bytes: info.size });
  }
  return written;
}

const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const context = await publicContext(browser, server.baseUrl);
  const data = await createDemoData(context, server.baseUrl);
  const storageState = await context.storageState();
  await context.close();

  mkdirSync(outDir, { recursive: true });
  const manifest = {};
  for (const screen of screens(data)) {
    manifest[screen.name] = {};
    for (const kind of Object.keys(SHOTS)) {
      const files = await capture(browser, storageState, server.baseUrl, screen, kind);
      const largest = files.at(-1);
      manifest[screen.name][kind] = {
        width: largest.width,
        height: largest.height,
        files: files.map((f) => f.file),
      };
      for (const file of files)
        console.info(
          `  ${file.file.padEnd(32)} ${file.width}×${file.height} ${(file.bytes / 1024).toFixed(0)} KB`,
        );
    }
  }
  // Written as the repository's formatter would, so `npm test`'s format check passes on a fresh run.
  const manifestPath = resolve(outDir, 'manifest.json');
  const options = { ...(await resolveConfig(manifestPath)), parser: 'json' };
  writeFileSync(manifestPath, await format(JSON.stringify(manifest, null, 2), options));
  console.info(`screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
}
