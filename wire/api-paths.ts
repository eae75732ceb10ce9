// Every HTTP call path of the product API that the client or the sim uses, below the API prefix
// (docs/api-calls.md). One table, so a path is spelled once: the client's request files call
// these and the sim's route tables are keyed by them.
export const API_PATHS = {
  account: {
    sendCode: "/ali/sms/sendCode",
    login: "/login",
    loginByPassword: "/loginByPassWord",
    resetPassword: "/reSetPw",
    /** Sent with the refresh token as bearer (docs/wire-protocol.md, "Codes", 10050). */
    refresh: "/refresh",
    setPassword: "/v1/customer/setPw",
    customerInfo: "/v1/customer/info",
    staffInfo: "/v1/staff/info",
    reportOnline: "/v1/customer/reportOnline",
    touristCode: "/tourist/generateTouristCode",
  },
  interests: {
    info: "/v1/customer/interest/info",
    choose: "/v1/customer/interest/choose",
    save: "/v1/customer/interest/save",
  },
  personal: {
    customInfo: "/v1/personal/custom/info",
    customLevel: "/v1/personal/custom/level/info",
    anchorInfo: "/v1/personal/anchor/info",
    anchorLevel: "/v1/personal/anchor/level/info",
    levelTable: "/v1/tasks/levelinfo",
    feedback: "/v1/personal/feedback/save",
    /** The individual center (docs/api-calls.md "Individual center", "My messages", "Live notices", "Profile editing"). */
    expRecord: "/v1/tasks/customer/expRecord",
    livingFootprints: "/v1/personal/living/footprints",
    predictionFootprints: "/v1/personal/prediction/footprints",
    myLivingStatistics: "/v1/personal/anchor/myLivingStatistics",
    myLivingRecord: "/v1/personal/anchor/myLivingRecord",
    notifications: "/v1/notification/search",
    /** 我的消息: the caller's private conversations (decided here; the spec names no call). */
    conversations: "/v1/personal/conversations",
    customerDetail: "/v1/customer/detail",
    completePersonalInfo: "/v1/customer/completePersonalInfo",
    preChangePhoneCheck: "/v1/customer/preChangePhoneCheck",
    fans: "/v1/customer/follow/from",
    followings: "/v1/customer/follow/to",
    reportAccount: "/v1/personal/report/account",
    /** Multipart, field `files`. */
    uploadImages: "/v1/file/batch/upload",
  },
  anchor: {
    allLiving: "/anchor/findAllLivingAnchors",
    search: "/anchor/search",
    top: "/anchor/top",
    detail: "/anchor/detail",
    findPreview: "/anchor/findPreview",
    remind: "/anchor/remind",
    checkLiving: "/anchor/checkLiving",
    closeLive: "/anchor/close",
    /** Broadcasting from /anchorStart (docs/api-calls.md "Broadcasting"). */
    prepare: "/anchor/prepare",
    changeMatch: "/anchor/changeMatch",
    pushStreamKey: "/anchor/pushStreamKey",
    refreshPushStreamKey: "/anchor/refreshPushStreamKey",
    addPreview: "/anchor/addPreview",
    delPreview: "/anchor/delPreview",
  },
  /** Anchor certification (docs/api-calls.md "Anchor certification"). */
  certification: {
    auditState: "/v1/customer/auditState",
    verifyAnchorCode: "/v1/customer/verifyAnchorCode",
    verifyCardInfo: "/v1/customer/verifyCardInfo",
    faceInit: "/ali/face/init",
    faceQuery: "/ali/face/query",
  },
  follow: {
    /** Anchors, competitions, teams: the generic follow service. */
    status: "/follow/act/status",
    unfollow: "/follow/act/unfollow",
    isFollow: "/follow/act/isFollow",
    list: "/follow/act/list",
    /** Following a user account. */
    customerAction: "/v1/customer/follow/action",
  },
  match: {
    followAction: "/v1/match/follow/action",
    /** Living anchors and previews of one match (the list's live popup). */
    livingNew: "/v1/match/livingNew",
  },
  living: {
    /** The home page's live-room list, 10 a page. */
    home: "/v1/living/home",
    search: "/v1/living/home/search",
    info: "/v1/living/liveInfo",
    statistic: "/v1/living/liveStatistic",
    recommend: "/v1/living/recommend",
    /** Live room entry (docs/api-calls.md "Live room entry and header"). */
    checkRoomStatus: "/v1/living/checkLivingRoomStatus",
  },
  liveRoom: {
    /** Live room entry: was the caller kicked from the room (token-bound). */
    checkKickStatus: "/v1/liveroom/checkCustomKickStatus",
  },
  /** Room chat moderation (docs/api-calls.md "Chat and moderation"). */
  moderation: {
    mute: "/v1/living/muteCustomer",
    kick: "/v1/living/kickCustomer",
    removeMessage: "/v1/living/removeChatMessage",
    setAdmin: "/v1/living/setLivingAdmin",
    adminList: "/v1/liveroom/liveRoomAdminList",
    audience: "/v1/living/findLiveAudienceList",
    modifyRoom: "/v1/liveroom/modifyChatRoomInfo",
  },
  prediction: {
    /** The picks anchors published on one match (the match centre's 预测). */
    matchPredictions: "/v1/prediction/matchPredictions",
    /** Publishing and one's own schemes (docs/api-calls.md "Prediction schemes"). */
    addScheme: "/v1/prediction/addPredictionScheme",
    mySchemes: "/v1/prediction/findMyPredictionScheme",
    /** The /forecast list and one scheme; not in the product's table (ours: docs/api-calls.md "Prediction schemes"). */
    schemes: "/v1/prediction/schemes",
    schemeDetail: "/v1/prediction/schemeDetail",
  },
  competition: {
    query: "/competition/queryCompetitions",
  },
  /** The data library's competition calls (docs/api-calls.md "Data library: competitions"). */
  compLibrary: {
    football: {
      category: "/v1/football/comp/category",
      recent: "/v1/football/comp/recent",
      info: "/v1/football/comp/info",
      tables: "/v1/football/comp/tables",
      matches: "/v1/football/comp/matches",
      /** Not in the product's football table; the basketball call's shape (docs/api-calls.md "Brackets"). */
      bracket: "/v1/football/comp/bracket",
      /** Team statistics of a season (docs/api-calls.md "Team statistics"). */
      datas: "/v1/football/comp/datas",
      /** Player rankings, rankSize 30 (docs/api-calls.md "Rankings"). */
      bestPlayer: "/v1/football/comp/bestPlayer",
      bestTeam: "/v1/football/comp/bestTeam/simple",
    },
    basketball: {
      category: "/v1/basketball/comp/category",
      recent: "/v1/basketball/comp/recent",
      info: "/v1/basketball/comp/info",
      tables: "/v1/basketball/comp/tables",
      matches: "/v1/basketball/comp/matches",
      futureMatches: "/v1/basketball/comp/futureMatches",
      bracket: "/v1/basketball/comp/bracket",
      datas: "/v1/basketball/comp/datas",
      /** Player rankings, rankSize 100 by default. */
      bestPlayer: "/v1/basketball/comp/bestPlayer",
      bestTeam: "/v1/basketball/comp/bestTeam",
    },
  },
  /** The news centre and articles (docs/api-calls.md "News"). */
  news: {
    hots: "/news/hots/list",
    competitions: "/news/competitions",
    teams: "/news/teams",
    players: "/news/players",
    matches: "/news/matches",
    teamList: "/news/list/teams",
    detail: "/news/detail",
    plusReading: "/news/plusReading",
  },
  /** The data library's team and player calls (docs/api-calls.md "Data library: teams and players"). */
  teamLibrary: {
    football: {
      teamInfo: "/v1/football/team/info",
      teamMatches: "/v1/football/team/matches",
      teamBestPlayer: "/v1/football/team/bestPlayer",
      teamData: "/v1/football/team/datas",
      playerInfo: "/v1/football/player/info",
      playerRecent: "/v1/football/player/recent",
      /** No payload; the menu's 热门球队 (cached by the client). */
      hotTeams: "/v1/football/team/hot",
    },
    basketball: {
      teamInfo: "/v1/basketball/team/info",
      teamMatches: "/v1/basketball/team/matches",
      teamFutureMatches: "/v1/basketball/team/futureMatches",
      teamBestPlayer: "/v1/basketball/team/bestPlayer",
      teamData: "/v1/basketball/team/data",
      playerInfo: "/v1/basketball/player/info",
      playerRecent: "/v1/basketball/player/recent",
      playerMatches: "/v1/basketball/player/matches",
      playerData: "/v1/basketball/player/data",
    },
    headToHead: {
      football: "/v1/headToHead/football",
      basketball: "/v1/headToHead/basketball",
    },
  },
  football: {
    realtimeList: "/v1/football/realtimeMatch_b",
    topOneList: "/v1/football/topOne_b",
    followList: "/v1/football/follow/list_b",
    futureList: "/v1/football/futureMatch_b",
    historyList: "/v1/football/historyMatch_b",
    topOneCompetitions: "/v1/football/competition/topOne",
    matchInfo: "/v1/football/matchInfo",
    incidentsAndStats: "/v1/football/matchTliveAndIncidentsData",
    /** The match centre (docs/api-calls.md "Match centre"). */
    odds: "/v1/football/matchOdds",
    allOdds: "/v1/football/matchAllOdds",
    currentOdds: "/v1/football/currentMatchOdds",
    oddsChanges: "/v1/football/realtimeMatchOddsChange",
    lineup: "/v1/football/matchLineup",
    analyse: "/v1/football/matchAnalyse",
    table: "/v1/football/table",
  },
  basketball: {
    realtimeList: "/v1/basketball/realtimeMatch_b",
    topOneList: "/v1/basketball/topOne_b",
    followList: "/v1/basketball/follow/list_b",
    futureList: "/v1/basketball/futureMatch_b",
    historyList: "/v1/basketball/historyMatch_b",
    topOneCompetitions: "/v1/basketball/competition/topOne",
    matchInfo: "/v1/basketball/matchInfo",
    /** The match centre (docs/api-calls.md "Match centre"). */
    odds: "/v1/basketball/matchOdds",
    allOdds: "/v1/basketball/matchAllOdds",
    currentOdds: "/v1/basketball/currentMatchOdds",
    analyse: "/v1/basketball/matchAnalyse",
    statAndTlive: "/v1/basketball/matchStatAndTlive",
    teamStatistic: "/v1/basketball/matchTeamStatistic",
  },
  config: {
    dictByType: "/dict/getFromType",
    dictMap: "/dict/getDictMap",
    agreementLinks: "/v1/link/query",
    /** GET. */
    banners: "/banner/search",
    versionCheck: "/v1/version/checkUpdate",
  },
  /** The sim's own control calls for tests and demos; not part of the product API. */
  simControl: {
    goal: "/sim/control/goal",
    status: "/sim/control/status",
    sockets: "/sim/control/sockets",
    /** {down: boolean}: the sim as if stopped (sockets dropped and refused, API calls 503) or back. */
    outage: "/sim/control/outage",
    sms: "/sim/control/sms",
    /** {customId, action: start | close | ban, matchId?}: an anchor's stream, as the engine would change it. */
    living: "/sim/control/living",
    /** {customId, roomId}: the account kicked from the room, as the room's moderators would. */
    kick: "/sim/control/kick",
    /** {customId, decision: pass | reject, cancelReason?}: the back office's decision on a certification under review. */
    audit: "/sim/control/audit",
    /** GET ?viewId=: a news article's cover, 640×360 SVG (docs/api-calls.md "News"). */
    newsCover: "/sim/news/cover",
  },
} as const;
