// Rules of the report pages: the INSTAGRAM ACTION figures and the big layout (docs/product/results.md#report-body).
// Rows of six posts and three models are the grid's columns in app/styles/results.css.
const BIG_MODELS = 200;
const BIG_POSTS = 400;

/** Types shown with the 'GRID POST' header, and types that play as video (docs/product/results.md#post-view). */
export const GRID_POST_TYPES = new Set(["gallery_video", "gallery_photo", "photo", "video"]);
export const VIDEO_POST_TYPES = new Set(["story_video", "gallery_video", "video", "ig_tv"]);

type FigurePost = { count_of_likes: number; count_of_comments: number; model: { instagram: { number_of_followers: number } | null } };
export type ReportFigures = { posts: number; likes: number; comments: number; organic: number; reach: number };

/** Viewers reached counts each post's audience: the follower count of the model who posted. */
export function reportFigures(posts: FigurePost[], organic: number): ReportFigures {
  let likes = 0;
  let comments = 0;
  let reach = 0;
  for (const post of posts) {
    likes += post.count_of_likes;
    comments += post.count_of_comments;
    reach += post.model.instagram?.number_of_followers ?? 0;
  }
  return { posts: posts.length, likes, comments, organic, reach };
}

/** The big layout above 200 models or 400 posts. */
export function isBigReport(modelCount: number, postCount: number): boolean {
  return modelCount > BIG_MODELS || postCount > BIG_POSTS;
}

const TYPE_LABELS: Record<string, string> = {
  photo: "Photo",
  video: "Video",
  gallery_photo: "Gallery photo",
  gallery_video: "Gallery video",
  story_photo: "Story photo",
  story_video: "Story video",
  ig_tv: "IGTV",
};

export function postTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? type;
}
