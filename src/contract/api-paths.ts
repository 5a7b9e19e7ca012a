// The exact paths of docs/product.md §7, letter case included. Client code imports only this small module.

export const API_PATHS = {
  contactUs: '/api/GetInTouch/ContactUs',
  subscribeToNewsletter: '/api/Newsletter/SubscribeToNewsletter',
  getFreeConsultation: '/api/Consultation/GetFreeConsultation',
  announcements: '/api/Announcement/GetAllAnnouncementList',
  universityLogos: '/api/UniversityLogo/GetUniversityLogoAllLogo',
  successStories: '/api/Testimonial/GetAllSuccessStories',
  testimonials: '/api/Testimonial/GetAllTestimonials',
  trendingBlogs: '/api/Blog/GetTrendingBlogList',
  blogsByCategory: '/api/Blog/GetBlogsByCategory',
  blogCategories: '/api/Blog/GetCategoryDropDownList',
  blogBySlug: '/api/Blog/GetBlogDetailsBySlugName',
  relatedBlogs: '/api/Blog/GetExploredBlogList',
  teamMembers: '/api/OurTeam/GetAllTeamMembers',
  newsList: '/api/Newsroom/GetNewsList',
  newsBySlug: '/api/Newsroom/GetNewsBYSlugName',
  relatedNews: '/api/Newsroom/GetExploredNewsList',
} as const
