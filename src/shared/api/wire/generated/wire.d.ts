import * as $protobuf from "protobufjs";
import Long = require("long");

/** Namespace kanqiu. */
export namespace kanqiu {

    /**
     * Properties of an AnchorInfo.
     * @deprecated Use kanqiu.AnchorInfo.$Properties instead.
     */
    interface IAnchorInfo extends kanqiu.AnchorInfo.$Properties {
    }

    /** Represents an AnchorInfo. */
    class AnchorInfo {

        /**
         * Constructs a new AnchorInfo.
         * @param [properties] Properties to set
         */
        constructor(properties?: kanqiu.AnchorInfo.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** AnchorInfo avatar. */
        avatar: string;

        /** AnchorInfo roomId. */
        roomId: number;

        /** AnchorInfo customId. */
        customId: number;

        /**
         * Creates a new AnchorInfo instance using the specified properties.
         * @param [properties] Properties to set
         * @returns AnchorInfo instance
         */
        static create(properties: kanqiu.AnchorInfo.$Shape): kanqiu.AnchorInfo & kanqiu.AnchorInfo.$Shape;
        static create(properties?: kanqiu.AnchorInfo.$Properties): kanqiu.AnchorInfo;

        /**
         * Encodes the specified AnchorInfo message. Does not implicitly {@link kanqiu.AnchorInfo.verify|verify} messages.
         * @param message AnchorInfo message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: kanqiu.AnchorInfo.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes an AnchorInfo message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {kanqiu.AnchorInfo & kanqiu.AnchorInfo.$Shape} AnchorInfo
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): kanqiu.AnchorInfo & kanqiu.AnchorInfo.$Shape;

        /**
         * Verifies an AnchorInfo message.
         * @param message Plain object to verify
         * @returns `null` if valid, otherwise the reason why it is not
         */
        static verify(message: { [k: string]: any }): (string|null);

        /**
         * Creates an AnchorInfo message from a plain object. Also converts values to their respective internal types.
         * @param object Plain object
         * @returns AnchorInfo
         */
        static fromObject(object: { [k: string]: any }): kanqiu.AnchorInfo;

        /**
         * Creates a plain object from an AnchorInfo message. Also converts values to other types if specified.
         * @param message AnchorInfo
         * @param [options] Conversion options
         * @returns Plain object
         */
        static toObject(message: kanqiu.AnchorInfo, options?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this AnchorInfo to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };

        /**
         * Gets the type url for AnchorInfo
         * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns The type url
         */
        static getTypeUrl(prefix?: string): string;
    }

    namespace AnchorInfo {

        /** Properties of an AnchorInfo. */
        interface $Properties {

            /** AnchorInfo avatar */
            avatar?: (string|null);

            /** AnchorInfo roomId */
            roomId?: (number|null);

            /** AnchorInfo customId */
            customId?: (number|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of an AnchorInfo. */
        type $Shape = kanqiu.AnchorInfo.$Properties;
    }

    /**
     * Properties of a Competition.
     * @deprecated Use kanqiu.Competition.$Properties instead.
     */
    interface ICompetition extends kanqiu.Competition.$Properties {
    }

    /** Represents a Competition. */
    class Competition {

        /**
         * Constructs a new Competition.
         * @param [properties] Properties to set
         */
        constructor(properties?: kanqiu.Competition.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Competition id. */
        id: number;

        /** Competition name. */
        name: string;

        /** Competition logo. */
        logo: string;

        /** Competition color. */
        color: string;

        /** Competition initial. */
        initial: string;

        /** Competition shortName. */
        shortName: string;

        /**
         * Creates a new Competition instance using the specified properties.
         * @param [properties] Properties to set
         * @returns Competition instance
         */
        static create(properties: kanqiu.Competition.$Shape): kanqiu.Competition & kanqiu.Competition.$Shape;
        static create(properties?: kanqiu.Competition.$Properties): kanqiu.Competition;

        /**
         * Encodes the specified Competition message. Does not implicitly {@link kanqiu.Competition.verify|verify} messages.
         * @param message Competition message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: kanqiu.Competition.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Competition message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {kanqiu.Competition & kanqiu.Competition.$Shape} Competition
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): kanqiu.Competition & kanqiu.Competition.$Shape;

        /**
         * Verifies a Competition message.
         * @param message Plain object to verify
         * @returns `null` if valid, otherwise the reason why it is not
         */
        static verify(message: { [k: string]: any }): (string|null);

        /**
         * Creates a Competition message from a plain object. Also converts values to their respective internal types.
         * @param object Plain object
         * @returns Competition
         */
        static fromObject(object: { [k: string]: any }): kanqiu.Competition;

        /**
         * Creates a plain object from a Competition message. Also converts values to other types if specified.
         * @param message Competition
         * @param [options] Conversion options
         * @returns Plain object
         */
        static toObject(message: kanqiu.Competition, options?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this Competition to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };

        /**
         * Gets the type url for Competition
         * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns The type url
         */
        static getTypeUrl(prefix?: string): string;
    }

    namespace Competition {

        /** Properties of a Competition. */
        interface $Properties {

            /** Competition id */
            id?: (number|null);

            /** Competition name */
            name?: (string|null);

            /** Competition logo */
            logo?: (string|null);

            /** Competition color */
            color?: (string|null);

            /** Competition initial */
            initial?: (string|null);

            /** Competition shortName */
            shortName?: (string|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Competition. */
        type $Shape = kanqiu.Competition.$Properties;
    }

    /**
     * Properties of a Team.
     * @deprecated Use kanqiu.Team.$Properties instead.
     */
    interface ITeam extends kanqiu.Team.$Properties {
    }

    /** Represents a Team. */
    class Team {

        /**
         * Constructs a new Team.
         * @param [properties] Properties to set
         */
        constructor(properties?: kanqiu.Team.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Team id. */
        id: number;

        /** Team name. */
        name: string;

        /** Team logo. */
        logo: string;

        /** Team position. */
        position: string;

        /**
         * Creates a new Team instance using the specified properties.
         * @param [properties] Properties to set
         * @returns Team instance
         */
        static create(properties: kanqiu.Team.$Shape): kanqiu.Team & kanqiu.Team.$Shape;
        static create(properties?: kanqiu.Team.$Properties): kanqiu.Team;

        /**
         * Encodes the specified Team message. Does not implicitly {@link kanqiu.Team.verify|verify} messages.
         * @param message Team message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: kanqiu.Team.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Team message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {kanqiu.Team & kanqiu.Team.$Shape} Team
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): kanqiu.Team & kanqiu.Team.$Shape;

        /**
         * Verifies a Team message.
         * @param message Plain object to verify
         * @returns `null` if valid, otherwise the reason why it is not
         */
        static verify(message: { [k: string]: any }): (string|null);

        /**
         * Creates a Team message from a plain object. Also converts values to their respective internal types.
         * @param object Plain object
         * @returns Team
         */
        static fromObject(object: { [k: string]: any }): kanqiu.Team;

        /**
         * Creates a plain object from a Team message. Also converts values to other types if specified.
         * @param message Team
         * @param [options] Conversion options
         * @returns Plain object
         */
        static toObject(message: kanqiu.Team, options?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this Team to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };

        /**
         * Gets the type url for Team
         * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns The type url
         */
        static getTypeUrl(prefix?: string): string;
    }

    namespace Team {

        /** Properties of a Team. */
        interface $Properties {

            /** Team id */
            id?: (number|null);

            /** Team name */
            name?: (string|null);

            /** Team logo */
            logo?: (string|null);

            /** Team position */
            position?: (string|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Team. */
        type $Shape = kanqiu.Team.$Properties;
    }

    /**
     * Properties of a LotteryInfo.
     * @deprecated Use kanqiu.LotteryInfo.$Properties instead.
     */
    interface ILotteryInfo extends kanqiu.LotteryInfo.$Properties {
    }

    /** Represents a LotteryInfo. */
    class LotteryInfo {

        /**
         * Constructs a new LotteryInfo.
         * @param [properties] Properties to set
         */
        constructor(properties?: kanqiu.LotteryInfo.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** LotteryInfo matchId. */
        matchId: number;

        /** LotteryInfo lotteryId. */
        lotteryId: number;

        /** LotteryInfo issueNum. */
        issueNum: number;

        /**
         * Creates a new LotteryInfo instance using the specified properties.
         * @param [properties] Properties to set
         * @returns LotteryInfo instance
         */
        static create(properties: kanqiu.LotteryInfo.$Shape): kanqiu.LotteryInfo & kanqiu.LotteryInfo.$Shape;
        static create(properties?: kanqiu.LotteryInfo.$Properties): kanqiu.LotteryInfo;

        /**
         * Encodes the specified LotteryInfo message. Does not implicitly {@link kanqiu.LotteryInfo.verify|verify} messages.
         * @param message LotteryInfo message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: kanqiu.LotteryInfo.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a LotteryInfo message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {kanqiu.LotteryInfo & kanqiu.LotteryInfo.$Shape} LotteryInfo
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): kanqiu.LotteryInfo & kanqiu.LotteryInfo.$Shape;

        /**
         * Verifies a LotteryInfo message.
         * @param message Plain object to verify
         * @returns `null` if valid, otherwise the reason why it is not
         */
        static verify(message: { [k: string]: any }): (string|null);

        /**
         * Creates a LotteryInfo message from a plain object. Also converts values to their respective internal types.
         * @param object Plain object
         * @returns LotteryInfo
         */
        static fromObject(object: { [k: string]: any }): kanqiu.LotteryInfo;

        /**
         * Creates a plain object from a LotteryInfo message. Also converts values to other types if specified.
         * @param message LotteryInfo
         * @param [options] Conversion options
         * @returns Plain object
         */
        static toObject(message: kanqiu.LotteryInfo, options?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this LotteryInfo to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };

        /**
         * Gets the type url for LotteryInfo
         * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns The type url
         */
        static getTypeUrl(prefix?: string): string;
    }

    namespace LotteryInfo {

        /** Properties of a LotteryInfo. */
        interface $Properties {

            /** LotteryInfo matchId */
            matchId?: (number|null);

            /** LotteryInfo lotteryId */
            lotteryId?: (number|null);

            /** LotteryInfo issueNum */
            issueNum?: (number|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a LotteryInfo. */
        type $Shape = kanqiu.LotteryInfo.$Properties;
    }

    /**
     * Properties of a Match.
     * @deprecated Use kanqiu.Match.$Properties instead.
     */
    interface IMatch extends kanqiu.Match.$Properties {
    }

    /** Represents a Match. */
    class Match {

        /**
         * Constructs a new Match.
         * @param [properties] Properties to set
         */
        constructor(properties?: kanqiu.Match.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Match iArr. */
        iArr: number[];

        /** Match sArr. */
        sArr: string[];

        /** Match homeScore. */
        homeScore: number[];

        /** Match awayScore. */
        awayScore: number[];

        /** Match roomArr. */
        roomArr: number[];

        /** Match living. */
        living: kanqiu.AnchorInfo.$Properties[];

        /** Match preview. */
        preview: kanqiu.AnchorInfo.$Properties[];

        /**
         * Creates a new Match instance using the specified properties.
         * @param [properties] Properties to set
         * @returns Match instance
         */
        static create(properties: kanqiu.Match.$Shape): kanqiu.Match & kanqiu.Match.$Shape;
        static create(properties?: kanqiu.Match.$Properties): kanqiu.Match;

        /**
         * Encodes the specified Match message. Does not implicitly {@link kanqiu.Match.verify|verify} messages.
         * @param message Match message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: kanqiu.Match.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Match message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {kanqiu.Match & kanqiu.Match.$Shape} Match
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): kanqiu.Match & kanqiu.Match.$Shape;

        /**
         * Verifies a Match message.
         * @param message Plain object to verify
         * @returns `null` if valid, otherwise the reason why it is not
         */
        static verify(message: { [k: string]: any }): (string|null);

        /**
         * Creates a Match message from a plain object. Also converts values to their respective internal types.
         * @param object Plain object
         * @returns Match
         */
        static fromObject(object: { [k: string]: any }): kanqiu.Match;

        /**
         * Creates a plain object from a Match message. Also converts values to other types if specified.
         * @param message Match
         * @param [options] Conversion options
         * @returns Plain object
         */
        static toObject(message: kanqiu.Match, options?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this Match to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };

        /**
         * Gets the type url for Match
         * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns The type url
         */
        static getTypeUrl(prefix?: string): string;
    }

    namespace Match {

        /** Properties of a Match. */
        interface $Properties {

            /** Match iArr */
            iArr?: (number[]|null);

            /** Match sArr */
            sArr?: (string[]|null);

            /** Match homeScore */
            homeScore?: (number[]|null);

            /** Match awayScore */
            awayScore?: (number[]|null);

            /** Match roomArr */
            roomArr?: (number[]|null);

            /** Match living */
            living?: (kanqiu.AnchorInfo.$Properties[]|null);

            /** Match preview */
            preview?: (kanqiu.AnchorInfo.$Properties[]|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Match. */
        type $Shape = kanqiu.Match.$Properties;
    }

    /**
     * Properties of a MatchListPayload.
     * @deprecated Use kanqiu.MatchListPayload.$Properties instead.
     */
    interface IMatchListPayload extends kanqiu.MatchListPayload.$Properties {
    }

    /** Represents a MatchListPayload. */
    class MatchListPayload {

        /**
         * Constructs a new MatchListPayload.
         * @param [properties] Properties to set
         */
        constructor(properties?: kanqiu.MatchListPayload.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** MatchListPayload cArr. */
        cArr: kanqiu.Competition.$Properties[];

        /** MatchListPayload tArr. */
        tArr: kanqiu.Team.$Properties[];

        /** MatchListPayload lArr. */
        lArr: kanqiu.LotteryInfo.$Properties[];

        /** MatchListPayload matches. */
        matches: kanqiu.Match.$Properties[];

        /** MatchListPayload code. */
        code: number;

        /**
         * Creates a new MatchListPayload instance using the specified properties.
         * @param [properties] Properties to set
         * @returns MatchListPayload instance
         */
        static create(properties: kanqiu.MatchListPayload.$Shape): kanqiu.MatchListPayload & kanqiu.MatchListPayload.$Shape;
        static create(properties?: kanqiu.MatchListPayload.$Properties): kanqiu.MatchListPayload;

        /**
         * Encodes the specified MatchListPayload message. Does not implicitly {@link kanqiu.MatchListPayload.verify|verify} messages.
         * @param message MatchListPayload message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: kanqiu.MatchListPayload.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a MatchListPayload message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {kanqiu.MatchListPayload & kanqiu.MatchListPayload.$Shape} MatchListPayload
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): kanqiu.MatchListPayload & kanqiu.MatchListPayload.$Shape;

        /**
         * Verifies a MatchListPayload message.
         * @param message Plain object to verify
         * @returns `null` if valid, otherwise the reason why it is not
         */
        static verify(message: { [k: string]: any }): (string|null);

        /**
         * Creates a MatchListPayload message from a plain object. Also converts values to their respective internal types.
         * @param object Plain object
         * @returns MatchListPayload
         */
        static fromObject(object: { [k: string]: any }): kanqiu.MatchListPayload;

        /**
         * Creates a plain object from a MatchListPayload message. Also converts values to other types if specified.
         * @param message MatchListPayload
         * @param [options] Conversion options
         * @returns Plain object
         */
        static toObject(message: kanqiu.MatchListPayload, options?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this MatchListPayload to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };

        /**
         * Gets the type url for MatchListPayload
         * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns The type url
         */
        static getTypeUrl(prefix?: string): string;
    }

    namespace MatchListPayload {

        /** Properties of a MatchListPayload. */
        interface $Properties {

            /** MatchListPayload cArr */
            cArr?: (kanqiu.Competition.$Properties[]|null);

            /** MatchListPayload tArr */
            tArr?: (kanqiu.Team.$Properties[]|null);

            /** MatchListPayload lArr */
            lArr?: (kanqiu.LotteryInfo.$Properties[]|null);

            /** MatchListPayload matches */
            matches?: (kanqiu.Match.$Properties[]|null);

            /** MatchListPayload code */
            code?: (number|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a MatchListPayload. */
        type $Shape = kanqiu.MatchListPayload.$Properties;
    }

    /**
     * Properties of a ScoreObj.
     * @deprecated Use kanqiu.ScoreObj.$Properties instead.
     */
    interface IScoreObj extends kanqiu.ScoreObj.$Properties {
    }

    /** Represents a ScoreObj. */
    class ScoreObj {

        /**
         * Constructs a new ScoreObj.
         * @param [properties] Properties to set
         */
        constructor(properties?: kanqiu.ScoreObj.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** ScoreObj matchId. */
        matchId: number;

        /** ScoreObj statusId. */
        statusId: number;

        /** ScoreObj homeScore. */
        homeScore: number[];

        /** ScoreObj awayScore. */
        awayScore: number[];

        /** ScoreObj goingTime. */
        goingTime: number;

        /** ScoreObj note. */
        note: string;

        /**
         * Creates a new ScoreObj instance using the specified properties.
         * @param [properties] Properties to set
         * @returns ScoreObj instance
         */
        static create(properties: kanqiu.ScoreObj.$Shape): kanqiu.ScoreObj & kanqiu.ScoreObj.$Shape;
        static create(properties?: kanqiu.ScoreObj.$Properties): kanqiu.ScoreObj;

        /**
         * Encodes the specified ScoreObj message. Does not implicitly {@link kanqiu.ScoreObj.verify|verify} messages.
         * @param message ScoreObj message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: kanqiu.ScoreObj.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a ScoreObj message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {kanqiu.ScoreObj & kanqiu.ScoreObj.$Shape} ScoreObj
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): kanqiu.ScoreObj & kanqiu.ScoreObj.$Shape;

        /**
         * Verifies a ScoreObj message.
         * @param message Plain object to verify
         * @returns `null` if valid, otherwise the reason why it is not
         */
        static verify(message: { [k: string]: any }): (string|null);

        /**
         * Creates a ScoreObj message from a plain object. Also converts values to their respective internal types.
         * @param object Plain object
         * @returns ScoreObj
         */
        static fromObject(object: { [k: string]: any }): kanqiu.ScoreObj;

        /**
         * Creates a plain object from a ScoreObj message. Also converts values to other types if specified.
         * @param message ScoreObj
         * @param [options] Conversion options
         * @returns Plain object
         */
        static toObject(message: kanqiu.ScoreObj, options?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this ScoreObj to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };

        /**
         * Gets the type url for ScoreObj
         * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns The type url
         */
        static getTypeUrl(prefix?: string): string;
    }

    namespace ScoreObj {

        /** Properties of a ScoreObj. */
        interface $Properties {

            /** ScoreObj matchId */
            matchId?: (number|null);

            /** ScoreObj statusId */
            statusId?: (number|null);

            /** ScoreObj homeScore */
            homeScore?: (number[]|null);

            /** ScoreObj awayScore */
            awayScore?: (number[]|null);

            /** ScoreObj goingTime */
            goingTime?: (number|null);

            /** ScoreObj note */
            note?: (string|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a ScoreObj. */
        type $Shape = kanqiu.ScoreObj.$Properties;
    }

    /**
     * Properties of a StatObj.
     * @deprecated Use kanqiu.StatObj.$Properties instead.
     */
    interface IStatObj extends kanqiu.StatObj.$Properties {
    }

    /** Represents a StatObj. */
    class StatObj {

        /**
         * Constructs a new StatObj.
         * @param [properties] Properties to set
         */
        constructor(properties?: kanqiu.StatObj.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** StatObj type. */
        type: number;

        /** StatObj home. */
        home: number;

        /** StatObj away. */
        away: number;

        /**
         * Creates a new StatObj instance using the specified properties.
         * @param [properties] Properties to set
         * @returns StatObj instance
         */
        static create(properties: kanqiu.StatObj.$Shape): kanqiu.StatObj & kanqiu.StatObj.$Shape;
        static create(properties?: kanqiu.StatObj.$Properties): kanqiu.StatObj;

        /**
         * Encodes the specified StatObj message. Does not implicitly {@link kanqiu.StatObj.verify|verify} messages.
         * @param message StatObj message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: kanqiu.StatObj.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a StatObj message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {kanqiu.StatObj & kanqiu.StatObj.$Shape} StatObj
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): kanqiu.StatObj & kanqiu.StatObj.$Shape;

        /**
         * Verifies a StatObj message.
         * @param message Plain object to verify
         * @returns `null` if valid, otherwise the reason why it is not
         */
        static verify(message: { [k: string]: any }): (string|null);

        /**
         * Creates a StatObj message from a plain object. Also converts values to their respective internal types.
         * @param object Plain object
         * @returns StatObj
         */
        static fromObject(object: { [k: string]: any }): kanqiu.StatObj;

        /**
         * Creates a plain object from a StatObj message. Also converts values to other types if specified.
         * @param message StatObj
         * @param [options] Conversion options
         * @returns Plain object
         */
        static toObject(message: kanqiu.StatObj, options?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this StatObj to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };

        /**
         * Gets the type url for StatObj
         * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns The type url
         */
        static getTypeUrl(prefix?: string): string;
    }

    namespace StatObj {

        /** Properties of a StatObj. */
        interface $Properties {

            /** StatObj type */
            type?: (number|null);

            /** StatObj home */
            home?: (number|null);

            /** StatObj away */
            away?: (number|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a StatObj. */
        type $Shape = kanqiu.StatObj.$Properties;
    }

    /**
     * Properties of a StatList.
     * @deprecated Use kanqiu.StatList.$Properties instead.
     */
    interface IStatList extends kanqiu.StatList.$Properties {
    }

    /** Represents a StatList. */
    class StatList {

        /**
         * Constructs a new StatList.
         * @param [properties] Properties to set
         */
        constructor(properties?: kanqiu.StatList.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** StatList stats. */
        stats: kanqiu.StatObj.$Properties[];

        /**
         * Creates a new StatList instance using the specified properties.
         * @param [properties] Properties to set
         * @returns StatList instance
         */
        static create(properties: kanqiu.StatList.$Shape): kanqiu.StatList & kanqiu.StatList.$Shape;
        static create(properties?: kanqiu.StatList.$Properties): kanqiu.StatList;

        /**
         * Encodes the specified StatList message. Does not implicitly {@link kanqiu.StatList.verify|verify} messages.
         * @param message StatList message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: kanqiu.StatList.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a StatList message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {kanqiu.StatList & kanqiu.StatList.$Shape} StatList
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): kanqiu.StatList & kanqiu.StatList.$Shape;

        /**
         * Verifies a StatList message.
         * @param message Plain object to verify
         * @returns `null` if valid, otherwise the reason why it is not
         */
        static verify(message: { [k: string]: any }): (string|null);

        /**
         * Creates a StatList message from a plain object. Also converts values to their respective internal types.
         * @param object Plain object
         * @returns StatList
         */
        static fromObject(object: { [k: string]: any }): kanqiu.StatList;

        /**
         * Creates a plain object from a StatList message. Also converts values to other types if specified.
         * @param message StatList
         * @param [options] Conversion options
         * @returns Plain object
         */
        static toObject(message: kanqiu.StatList, options?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this StatList to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };

        /**
         * Gets the type url for StatList
         * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns The type url
         */
        static getTypeUrl(prefix?: string): string;
    }

    namespace StatList {

        /** Properties of a StatList. */
        interface $Properties {

            /** StatList stats */
            stats?: (kanqiu.StatObj.$Properties[]|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a StatList. */
        type $Shape = kanqiu.StatList.$Properties;
    }

    /**
     * Properties of an Incident.
     * @deprecated Use kanqiu.Incident.$Properties instead.
     */
    interface IIncident extends kanqiu.Incident.$Properties {
    }

    /** Represents an Incident. */
    class Incident {

        /**
         * Constructs a new Incident.
         * @param [properties] Properties to set
         */
        constructor(properties?: kanqiu.Incident.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Incident type. */
        type: number;

        /** Incident position. */
        position: number;

        /** Incident time. */
        time: number;

        /** Incident playerName. */
        playerName: string;

        /** Incident homeScore. */
        homeScore: number;

        /** Incident awayScore. */
        awayScore: number;

        /** Incident assist1Name. */
        assist1Name: string;

        /** Incident assist2Name. */
        assist2Name: string;

        /** Incident inPlayerName. */
        inPlayerName: string;

        /** Incident outPlayerName. */
        outPlayerName: string;

        /** Incident reasonType. */
        reasonType: number;

        /**
         * Creates a new Incident instance using the specified properties.
         * @param [properties] Properties to set
         * @returns Incident instance
         */
        static create(properties: kanqiu.Incident.$Shape): kanqiu.Incident & kanqiu.Incident.$Shape;
        static create(properties?: kanqiu.Incident.$Properties): kanqiu.Incident;

        /**
         * Encodes the specified Incident message. Does not implicitly {@link kanqiu.Incident.verify|verify} messages.
         * @param message Incident message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: kanqiu.Incident.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes an Incident message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {kanqiu.Incident & kanqiu.Incident.$Shape} Incident
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): kanqiu.Incident & kanqiu.Incident.$Shape;

        /**
         * Verifies an Incident message.
         * @param message Plain object to verify
         * @returns `null` if valid, otherwise the reason why it is not
         */
        static verify(message: { [k: string]: any }): (string|null);

        /**
         * Creates an Incident message from a plain object. Also converts values to their respective internal types.
         * @param object Plain object
         * @returns Incident
         */
        static fromObject(object: { [k: string]: any }): kanqiu.Incident;

        /**
         * Creates a plain object from an Incident message. Also converts values to other types if specified.
         * @param message Incident
         * @param [options] Conversion options
         * @returns Plain object
         */
        static toObject(message: kanqiu.Incident, options?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this Incident to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };

        /**
         * Gets the type url for Incident
         * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns The type url
         */
        static getTypeUrl(prefix?: string): string;
    }

    namespace Incident {

        /** Properties of an Incident. */
        interface $Properties {

            /** Incident type */
            type?: (number|null);

            /** Incident position */
            position?: (number|null);

            /** Incident time */
            time?: (number|null);

            /** Incident playerName */
            playerName?: (string|null);

            /** Incident homeScore */
            homeScore?: (number|null);

            /** Incident awayScore */
            awayScore?: (number|null);

            /** Incident assist1Name */
            assist1Name?: (string|null);

            /** Incident assist2Name */
            assist2Name?: (string|null);

            /** Incident inPlayerName */
            inPlayerName?: (string|null);

            /** Incident outPlayerName */
            outPlayerName?: (string|null);

            /** Incident reasonType */
            reasonType?: (number|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of an Incident. */
        type $Shape = kanqiu.Incident.$Properties;
    }

    /**
     * Properties of a TliveList.
     * @deprecated Use kanqiu.TliveList.$Properties instead.
     */
    interface ITliveList extends kanqiu.TliveList.$Properties {
    }

    /** Represents a TliveList. */
    class TliveList {

        /**
         * Constructs a new TliveList.
         * @param [properties] Properties to set
         */
        constructor(properties?: kanqiu.TliveList.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** TliveList incidents. */
        incidents: kanqiu.Incident.$Properties[];

        /**
         * Creates a new TliveList instance using the specified properties.
         * @param [properties] Properties to set
         * @returns TliveList instance
         */
        static create(properties: kanqiu.TliveList.$Shape): kanqiu.TliveList & kanqiu.TliveList.$Shape;
        static create(properties?: kanqiu.TliveList.$Properties): kanqiu.TliveList;

        /**
         * Encodes the specified TliveList message. Does not implicitly {@link kanqiu.TliveList.verify|verify} messages.
         * @param message TliveList message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: kanqiu.TliveList.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a TliveList message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {kanqiu.TliveList & kanqiu.TliveList.$Shape} TliveList
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): kanqiu.TliveList & kanqiu.TliveList.$Shape;

        /**
         * Verifies a TliveList message.
         * @param message Plain object to verify
         * @returns `null` if valid, otherwise the reason why it is not
         */
        static verify(message: { [k: string]: any }): (string|null);

        /**
         * Creates a TliveList message from a plain object. Also converts values to their respective internal types.
         * @param object Plain object
         * @returns TliveList
         */
        static fromObject(object: { [k: string]: any }): kanqiu.TliveList;

        /**
         * Creates a plain object from a TliveList message. Also converts values to other types if specified.
         * @param message TliveList
         * @param [options] Conversion options
         * @returns Plain object
         */
        static toObject(message: kanqiu.TliveList, options?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this TliveList to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };

        /**
         * Gets the type url for TliveList
         * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns The type url
         */
        static getTypeUrl(prefix?: string): string;
    }

    namespace TliveList {

        /** Properties of a TliveList. */
        interface $Properties {

            /** TliveList incidents */
            incidents?: (kanqiu.Incident.$Properties[]|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a TliveList. */
        type $Shape = kanqiu.TliveList.$Properties;
    }

    /**
     * Properties of a SocketMessage.
     * @deprecated Use kanqiu.SocketMessage.$Properties instead.
     */
    interface ISocketMessage extends kanqiu.SocketMessage.$Properties {
    }

    /** Represents a SocketMessage. */
    class SocketMessage {

        /**
         * Constructs a new SocketMessage.
         * @param [properties] Properties to set
         */
        constructor(properties?: kanqiu.SocketMessage.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** SocketMessage matchId. */
        matchId: number;

        /** SocketMessage timestamp. */
        timestamp: number;

        /** SocketMessage type. */
        type: number;

        /** SocketMessage hxRoomId. */
        hxRoomId: string;

        /** SocketMessage scoreObj. */
        scoreObj?: (kanqiu.ScoreObj.$Properties|null);

        /** SocketMessage statList. */
        statList?: (kanqiu.StatList.$Properties|null);

        /** SocketMessage tliveList. */
        tliveList?: (kanqiu.TliveList.$Properties|null);

        /** SocketMessage overTimeScore. */
        overTimeScore: number[];

        /** SocketMessage roomId. */
        roomId: number;

        /** SocketMessage sportType. */
        sportType: number;

        /** SocketMessage competitionId. */
        competitionId: number;

        /** SocketMessage prevMatchId. */
        prevMatchId: number;

        /** SocketMessage anchorInfo. */
        anchorInfo?: (kanqiu.AnchorInfo.$Properties|null);

        /** SocketMessage payload. */
        payload?: ("scoreObj"|"statList"|"tliveList");

        /**
         * Creates a new SocketMessage instance using the specified properties.
         * @param [properties] Properties to set
         * @returns SocketMessage instance
         */
        static create(properties: kanqiu.SocketMessage.$Shape): kanqiu.SocketMessage & kanqiu.SocketMessage.$Shape;
        static create(properties?: kanqiu.SocketMessage.$Properties): kanqiu.SocketMessage;

        /**
         * Encodes the specified SocketMessage message. Does not implicitly {@link kanqiu.SocketMessage.verify|verify} messages.
         * @param message SocketMessage message or plain object to encode
         * @param [writer] Writer to encode to
         * @returns Writer
         */
        static encode(message: kanqiu.SocketMessage.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a SocketMessage message from the specified reader or buffer.
         * @param reader Reader or buffer to decode from
         * @param [length] Message length if known beforehand
         * @returns {kanqiu.SocketMessage & kanqiu.SocketMessage.$Shape} SocketMessage
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): kanqiu.SocketMessage & kanqiu.SocketMessage.$Shape;

        /**
         * Verifies a SocketMessage message.
         * @param message Plain object to verify
         * @returns `null` if valid, otherwise the reason why it is not
         */
        static verify(message: { [k: string]: any }): (string|null);

        /**
         * Creates a SocketMessage message from a plain object. Also converts values to their respective internal types.
         * @param object Plain object
         * @returns SocketMessage
         */
        static fromObject(object: { [k: string]: any }): kanqiu.SocketMessage;

        /**
         * Creates a plain object from a SocketMessage message. Also converts values to other types if specified.
         * @param message SocketMessage
         * @param [options] Conversion options
         * @returns Plain object
         */
        static toObject(message: kanqiu.SocketMessage, options?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this SocketMessage to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };

        /**
         * Gets the type url for SocketMessage
         * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns The type url
         */
        static getTypeUrl(prefix?: string): string;
    }

    namespace SocketMessage {

        /** Properties of a SocketMessage. */
        interface $Properties {

            /** SocketMessage matchId */
            matchId?: (number|null);

            /** SocketMessage timestamp */
            timestamp?: (number|null);

            /** SocketMessage type */
            type?: (number|null);

            /** SocketMessage hxRoomId */
            hxRoomId?: (string|null);

            /** SocketMessage scoreObj */
            scoreObj?: (kanqiu.ScoreObj.$Properties|null);

            /** SocketMessage statList */
            statList?: (kanqiu.StatList.$Properties|null);

            /** SocketMessage tliveList */
            tliveList?: (kanqiu.TliveList.$Properties|null);

            /** SocketMessage overTimeScore */
            overTimeScore?: (number[]|null);

            /** SocketMessage roomId */
            roomId?: (number|null);

            /** SocketMessage sportType */
            sportType?: (number|null);

            /** SocketMessage competitionId */
            competitionId?: (number|null);

            /** SocketMessage prevMatchId */
            prevMatchId?: (number|null);

            /** SocketMessage anchorInfo */
            anchorInfo?: (kanqiu.AnchorInfo.$Properties|null);

            /** SocketMessage payload */
            payload?: ("scoreObj"|"statList"|"tliveList");

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Narrowed shape of a SocketMessage. */
        type $Shape = {
          matchId?: number|null;
          timestamp?: number|null;
          type?: number|null;
          hxRoomId?: string|null;
          scoreObj?: kanqiu.ScoreObj.$Shape|null;
          statList?: kanqiu.StatList.$Shape|null;
          tliveList?: kanqiu.TliveList.$Shape|null;
          overTimeScore?: number[]|null;
          roomId?: number|null;
          sportType?: number|null;
          competitionId?: number|null;
          prevMatchId?: number|null;
          anchorInfo?: kanqiu.AnchorInfo.$Shape|null;
          $unknowns?: Uint8Array[];
        } & (
          ({ payload?: undefined; scoreObj?: null; statList?: null; tliveList?: null }|{ payload?: "scoreObj"; scoreObj: kanqiu.ScoreObj.$Shape; statList?: null; tliveList?: null }|{ payload?: "statList"; scoreObj?: null; statList: kanqiu.StatList.$Shape; tliveList?: null }|{ payload?: "tliveList"; scoreObj?: null; statList?: null; tliveList: kanqiu.TliveList.$Shape })
        );
    }
}
