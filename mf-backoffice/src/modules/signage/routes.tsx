import { Route } from '@asp/web-kit/router';
import { SegmentCreatePage, SegmentEditPage } from './SegmentFormPage';
import { SegmentListPage } from './SegmentListPage';
import { SceneCreatePage, SceneEditPage, SceneListPage } from './ScenePages';
import { StreamCreatePage, StreamEditPage, StreamListPage } from './StreamPages';
import { TvCreatePage, TvEditPage } from './TvFormPage';
import { TvListPage } from './TvListPage';

/** The routes of the signage modules, inside the back-office layout route. */
export const signageRoutes = [
  <Route key="signage-tvs" path="/backend/signage/tvs" element={<TvListPage />} />,
  <Route key="signage-tvs-new" path="/backend/signage/tvs/new" element={<TvCreatePage />} />,
  <Route key="signage-tvs-edit" path="/backend/signage/tvs/:id" element={<TvEditPage />} />,
  <Route key="signage-segments" path="/backend/signage/segments" element={<SegmentListPage />} />,
  <Route key="signage-segments-new" path="/backend/signage/segments/new" element={<SegmentCreatePage />} />,
  <Route key="signage-segments-edit" path="/backend/signage/segments/:id" element={<SegmentEditPage />} />,
  <Route key="signage-streams" path="/backend/signage/streams" element={<StreamListPage />} />,
  <Route key="signage-streams-new" path="/backend/signage/streams/new" element={<StreamCreatePage />} />,
  <Route key="signage-streams-edit" path="/backend/signage/streams/:id" element={<StreamEditPage />} />,
  <Route key="signage-scenes" path="/backend/signage/scenes" element={<SceneListPage />} />,
  <Route key="signage-scenes-new" path="/backend/signage/scenes/new" element={<SceneCreatePage />} />,
  <Route key="signage-scenes-edit" path="/backend/signage/scenes/:id" element={<SceneEditPage />} />,
];
