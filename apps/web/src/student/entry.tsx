import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readPageData } from '../lib/page-data.js';
import { createStudentApi } from './student-api.js';
import { StudentApp } from './student-app.js';
import '../components/base.css';
import './student.css';

const root = document.getElementById('root');
if (root) {
  const { basePath } = readPageData();
  createRoot(root).render(
    <StrictMode>
      <StudentApp
        api={createStudentApi(basePath)}
        basePath={basePath}
        pathname={window.location.pathname}
        search={window.location.search}
      />
    </StrictMode>,
  );
}
