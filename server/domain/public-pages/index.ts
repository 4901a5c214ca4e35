export { resolveArea, savedArea, setArea } from './areas';
export { certificationInfo } from './certification';
export { nearbyPosts } from './nearby';
export { reportPerson } from './person-reports';
export { reportPost } from './post-reports';
export { userPosts, userRatings } from './profile';
