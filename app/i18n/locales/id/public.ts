const publicSite = {
  home: {
    title: "Event Turnamen",
    heading: "Event turnamen",
    live: "Sedang berlangsung",
    upcoming: "Akan datang",
    past: "Sudah selesai",
    none: "Belum ada event.",
  },
  landing: {
    inCollaboration: "In collaboration :",
    overview: "OVERVIEW",
    groups: "GROUPS",
    schedule: "SCHEDULE",
    results: "MATCH RESULTS",
    eventLogo: "Logo {{name}}",
    organizerLogo: "Logo penyelenggara {{name}}",
    sections: "Bagian event",
  },
};

export default publicSite;
