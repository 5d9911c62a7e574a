// One Vike page renders every content route; the runtime's route table decides
// in +data what a path is (page, redirect or 404).
export default '*'
