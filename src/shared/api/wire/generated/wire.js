/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

// Common aliases
const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError, $TypeError = $util.global.TypeError, $String = $util.global.String, $Number = $util.global.Number, $Array = $util.global.Array, $isFinite = $util.global.isFinite;

// Exported root namespace
const $root = $protobuf.roots["default"] || ($protobuf.roots["default"] = {});

export const kanqiu = $root.kanqiu = (() => {

    /**
     * Namespace kanqiu.
     * @exports kanqiu
     * @namespace
     */
    const kanqiu = {};

    kanqiu.AnchorInfo = (function() {

        /**
         * Properties of an AnchorInfo.
         * @typedef {Object} kanqiu.AnchorInfo.$Properties
         * @property {string|null} [avatar] AnchorInfo avatar
         * @property {number|null} [roomId] AnchorInfo roomId
         * @property {number|null} [customId] AnchorInfo customId
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of an AnchorInfo.
         * @memberof kanqiu
         * @interface IAnchorInfo
         * @augments kanqiu.AnchorInfo.$Properties
         * @deprecated Use kanqiu.AnchorInfo.$Properties instead.
         */

        /**
         * Shape of an AnchorInfo.
         * @typedef {kanqiu.AnchorInfo.$Properties} kanqiu.AnchorInfo.$Shape
         */

        /**
         * Constructs a new AnchorInfo.
         * @memberof kanqiu
         * @classdesc Represents an AnchorInfo.
         * @constructor
         * @param {kanqiu.AnchorInfo.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const AnchorInfo = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * AnchorInfo avatar.
         * @member {string} avatar
         * @memberof kanqiu.AnchorInfo
         * @instance
         */
        AnchorInfo.prototype.avatar = "";

        /**
         * AnchorInfo roomId.
         * @member {number} roomId
         * @memberof kanqiu.AnchorInfo
         * @instance
         */
        AnchorInfo.prototype.roomId = 0;

        /**
         * AnchorInfo customId.
         * @member {number} customId
         * @memberof kanqiu.AnchorInfo
         * @instance
         */
        AnchorInfo.prototype.customId = 0;

        /**
         * Creates a new AnchorInfo instance using the specified properties.
         * @function create
         * @memberof kanqiu.AnchorInfo
         * @static
         * @param {kanqiu.AnchorInfo.$Properties=} [properties] Properties to set
         * @returns {kanqiu.AnchorInfo} AnchorInfo instance
         * @type {{
         *   (properties: kanqiu.AnchorInfo.$Shape): kanqiu.AnchorInfo & kanqiu.AnchorInfo.$Shape;
         *   (properties?: kanqiu.AnchorInfo.$Properties): kanqiu.AnchorInfo;
         * }}
         */
        AnchorInfo.create = function(properties) {
            return new AnchorInfo(properties);
        };

        /**
         * Encodes the specified AnchorInfo message. Does not implicitly {@link kanqiu.AnchorInfo.verify|verify} messages.
         * @function encode
         * @memberof kanqiu.AnchorInfo
         * @static
         * @param {kanqiu.AnchorInfo.$Properties} message AnchorInfo message or plain object to encode
         * @param {$protobuf.Writer} [writer] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        AnchorInfo.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.avatar != null && $Object.hasOwnProperty.call(message, "avatar") && message.avatar !== "")
                writer.uint32(/* id 1, wireType 2 =*/10).string(message.avatar);
            if (message.roomId != null && $Object.hasOwnProperty.call(message, "roomId") && message.roomId !== 0)
                writer.uint32(/* id 2, wireType 0 =*/16).int32(message.roomId);
            if (message.customId != null && $Object.hasOwnProperty.call(message, "customId") && message.customId !== 0)
                writer.uint32(/* id 3, wireType 0 =*/24).int32(message.customId);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        /**
         * Decodes an AnchorInfo message from the specified reader or buffer.
         * @function decode
         * @memberof kanqiu.AnchorInfo
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {kanqiu.AnchorInfo & kanqiu.AnchorInfo.$Shape} AnchorInfo
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        AnchorInfo.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.kanqiu.AnchorInfo();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.avatar = value;
                        else
                            delete message.avatar;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.roomId = value;
                        else
                            delete message.roomId;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.customId = value;
                        else
                            delete message.customId;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Verifies an AnchorInfo message.
         * @function verify
         * @memberof kanqiu.AnchorInfo
         * @static
         * @param {Object.<string,*>} message Plain object to verify
         * @returns {string|null} `null` if valid, otherwise the reason why it is not
         */
        AnchorInfo.verify = function (message, _depth) {
            if (typeof message !== "object" || message === null)
                return "object expected";
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                return "max depth exceeded";
            if (message.avatar != null && $Object.hasOwnProperty.call(message, "avatar"))
                if (!$util.isString(message.avatar))
                    return "avatar: string expected";
            if (message.roomId != null && $Object.hasOwnProperty.call(message, "roomId"))
                if (!$util.isInteger(message.roomId))
                    return "roomId: integer expected";
            if (message.customId != null && $Object.hasOwnProperty.call(message, "customId"))
                if (!$util.isInteger(message.customId))
                    return "customId: integer expected";
            return null;
        };

        /**
         * Creates an AnchorInfo message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof kanqiu.AnchorInfo
         * @static
         * @param {Object.<string,*>} object Plain object
         * @returns {kanqiu.AnchorInfo} AnchorInfo
         */
        AnchorInfo.fromObject = function (object, _depth) {
            if (object instanceof $root.kanqiu.AnchorInfo)
                return object;
            if (!$util.isObject(object))
                throw $TypeError(".kanqiu.AnchorInfo: object expected");
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let message = new $root.kanqiu.AnchorInfo();
            if (object.avatar != null)
                if (typeof object.avatar !== "string" || object.avatar.length)
                    message.avatar = $String(object.avatar);
            if (object.roomId != null)
                if ($Number(object.roomId) !== 0)
                    message.roomId = object.roomId | 0;
            if (object.customId != null)
                if ($Number(object.customId) !== 0)
                    message.customId = object.customId | 0;
            return message;
        };

        /**
         * Creates a plain object from an AnchorInfo message. Also converts values to other types if specified.
         * @function toObject
         * @memberof kanqiu.AnchorInfo
         * @static
         * @param {kanqiu.AnchorInfo} message AnchorInfo
         * @param {$protobuf.IConversionOptions} [options] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        AnchorInfo.toObject = function (message, options, _depth) {
            if (!options)
                options = {};
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let object = {};
            if (options.defaults) {
                object.avatar = "";
                object.roomId = 0;
                object.customId = 0;
            }
            if (message.avatar != null && $Object.hasOwnProperty.call(message, "avatar"))
                object.avatar = message.avatar;
            if (message.roomId != null && $Object.hasOwnProperty.call(message, "roomId"))
                object.roomId = message.roomId;
            if (message.customId != null && $Object.hasOwnProperty.call(message, "customId"))
                object.customId = message.customId;
            return object;
        };

        /**
         * Converts this AnchorInfo to JSON.
         * @function toJSON
         * @memberof kanqiu.AnchorInfo
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        AnchorInfo.prototype.toJSON = function() {
            return AnchorInfo.toObject(this, $protobuf.util.toJSONOptions);
        };

        /**
         * Gets the type url for AnchorInfo
         * @function getTypeUrl
         * @memberof kanqiu.AnchorInfo
         * @static
         * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns {string} The type url
         */
        AnchorInfo.getTypeUrl = function(prefix) {
            if (prefix === $undefined)
                prefix = "type.googleapis.com";
            return prefix + "/kanqiu.AnchorInfo";
        };

        return AnchorInfo;
    })();

    kanqiu.Competition = (function() {

        /**
         * Properties of a Competition.
         * @typedef {Object} kanqiu.Competition.$Properties
         * @property {number|null} [id] Competition id
         * @property {string|null} [name] Competition name
         * @property {string|null} [logo] Competition logo
         * @property {string|null} [color] Competition color
         * @property {string|null} [initial] Competition initial
         * @property {string|null} [shortName] Competition shortName
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Competition.
         * @memberof kanqiu
         * @interface ICompetition
         * @augments kanqiu.Competition.$Properties
         * @deprecated Use kanqiu.Competition.$Properties instead.
         */

        /**
         * Shape of a Competition.
         * @typedef {kanqiu.Competition.$Properties} kanqiu.Competition.$Shape
         */

        /**
         * Constructs a new Competition.
         * @memberof kanqiu
         * @classdesc Represents a Competition.
         * @constructor
         * @param {kanqiu.Competition.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Competition = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * Competition id.
         * @member {number} id
         * @memberof kanqiu.Competition
         * @instance
         */
        Competition.prototype.id = 0;

        /**
         * Competition name.
         * @member {string} name
         * @memberof kanqiu.Competition
         * @instance
         */
        Competition.prototype.name = "";

        /**
         * Competition logo.
         * @member {string} logo
         * @memberof kanqiu.Competition
         * @instance
         */
        Competition.prototype.logo = "";

        /**
         * Competition color.
         * @member {string} color
         * @memberof kanqiu.Competition
         * @instance
         */
        Competition.prototype.color = "";

        /**
         * Competition initial.
         * @member {string} initial
         * @memberof kanqiu.Competition
         * @instance
         */
        Competition.prototype.initial = "";

        /**
         * Competition shortName.
         * @member {string} shortName
         * @memberof kanqiu.Competition
         * @instance
         */
        Competition.prototype.shortName = "";

        /**
         * Creates a new Competition instance using the specified properties.
         * @function create
         * @memberof kanqiu.Competition
         * @static
         * @param {kanqiu.Competition.$Properties=} [properties] Properties to set
         * @returns {kanqiu.Competition} Competition instance
         * @type {{
         *   (properties: kanqiu.Competition.$Shape): kanqiu.Competition & kanqiu.Competition.$Shape;
         *   (properties?: kanqiu.Competition.$Properties): kanqiu.Competition;
         * }}
         */
        Competition.create = function(properties) {
            return new Competition(properties);
        };

        /**
         * Encodes the specified Competition message. Does not implicitly {@link kanqiu.Competition.verify|verify} messages.
         * @function encode
         * @memberof kanqiu.Competition
         * @static
         * @param {kanqiu.Competition.$Properties} message Competition message or plain object to encode
         * @param {$protobuf.Writer} [writer] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Competition.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.id != null && $Object.hasOwnProperty.call(message, "id") && message.id !== 0)
                writer.uint32(/* id 1, wireType 0 =*/8).int32(message.id);
            if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                writer.uint32(/* id 2, wireType 2 =*/18).string(message.name);
            if (message.logo != null && $Object.hasOwnProperty.call(message, "logo") && message.logo !== "")
                writer.uint32(/* id 3, wireType 2 =*/26).string(message.logo);
            if (message.color != null && $Object.hasOwnProperty.call(message, "color") && message.color !== "")
                writer.uint32(/* id 4, wireType 2 =*/34).string(message.color);
            if (message.initial != null && $Object.hasOwnProperty.call(message, "initial") && message.initial !== "")
                writer.uint32(/* id 5, wireType 2 =*/42).string(message.initial);
            if (message.shortName != null && $Object.hasOwnProperty.call(message, "shortName") && message.shortName !== "")
                writer.uint32(/* id 6, wireType 2 =*/50).string(message.shortName);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        /**
         * Decodes a Competition message from the specified reader or buffer.
         * @function decode
         * @memberof kanqiu.Competition
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {kanqiu.Competition & kanqiu.Competition.$Shape} Competition
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Competition.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.kanqiu.Competition();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.id = value;
                        else
                            delete message.id;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.name = value;
                        else
                            delete message.name;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.logo = value;
                        else
                            delete message.logo;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.color = value;
                        else
                            delete message.color;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.initial = value;
                        else
                            delete message.initial;
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.shortName = value;
                        else
                            delete message.shortName;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Verifies a Competition message.
         * @function verify
         * @memberof kanqiu.Competition
         * @static
         * @param {Object.<string,*>} message Plain object to verify
         * @returns {string|null} `null` if valid, otherwise the reason why it is not
         */
        Competition.verify = function (message, _depth) {
            if (typeof message !== "object" || message === null)
                return "object expected";
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                return "max depth exceeded";
            if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                if (!$util.isInteger(message.id))
                    return "id: integer expected";
            if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                if (!$util.isString(message.name))
                    return "name: string expected";
            if (message.logo != null && $Object.hasOwnProperty.call(message, "logo"))
                if (!$util.isString(message.logo))
                    return "logo: string expected";
            if (message.color != null && $Object.hasOwnProperty.call(message, "color"))
                if (!$util.isString(message.color))
                    return "color: string expected";
            if (message.initial != null && $Object.hasOwnProperty.call(message, "initial"))
                if (!$util.isString(message.initial))
                    return "initial: string expected";
            if (message.shortName != null && $Object.hasOwnProperty.call(message, "shortName"))
                if (!$util.isString(message.shortName))
                    return "shortName: string expected";
            return null;
        };

        /**
         * Creates a Competition message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof kanqiu.Competition
         * @static
         * @param {Object.<string,*>} object Plain object
         * @returns {kanqiu.Competition} Competition
         */
        Competition.fromObject = function (object, _depth) {
            if (object instanceof $root.kanqiu.Competition)
                return object;
            if (!$util.isObject(object))
                throw $TypeError(".kanqiu.Competition: object expected");
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let message = new $root.kanqiu.Competition();
            if (object.id != null)
                if ($Number(object.id) !== 0)
                    message.id = object.id | 0;
            if (object.name != null)
                if (typeof object.name !== "string" || object.name.length)
                    message.name = $String(object.name);
            if (object.logo != null)
                if (typeof object.logo !== "string" || object.logo.length)
                    message.logo = $String(object.logo);
            if (object.color != null)
                if (typeof object.color !== "string" || object.color.length)
                    message.color = $String(object.color);
            if (object.initial != null)
                if (typeof object.initial !== "string" || object.initial.length)
                    message.initial = $String(object.initial);
            if (object.shortName != null)
                if (typeof object.shortName !== "string" || object.shortName.length)
                    message.shortName = $String(object.shortName);
            return message;
        };

        /**
         * Creates a plain object from a Competition message. Also converts values to other types if specified.
         * @function toObject
         * @memberof kanqiu.Competition
         * @static
         * @param {kanqiu.Competition} message Competition
         * @param {$protobuf.IConversionOptions} [options] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        Competition.toObject = function (message, options, _depth) {
            if (!options)
                options = {};
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let object = {};
            if (options.defaults) {
                object.id = 0;
                object.name = "";
                object.logo = "";
                object.color = "";
                object.initial = "";
                object.shortName = "";
            }
            if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                object.id = message.id;
            if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                object.name = message.name;
            if (message.logo != null && $Object.hasOwnProperty.call(message, "logo"))
                object.logo = message.logo;
            if (message.color != null && $Object.hasOwnProperty.call(message, "color"))
                object.color = message.color;
            if (message.initial != null && $Object.hasOwnProperty.call(message, "initial"))
                object.initial = message.initial;
            if (message.shortName != null && $Object.hasOwnProperty.call(message, "shortName"))
                object.shortName = message.shortName;
            return object;
        };

        /**
         * Converts this Competition to JSON.
         * @function toJSON
         * @memberof kanqiu.Competition
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        Competition.prototype.toJSON = function() {
            return Competition.toObject(this, $protobuf.util.toJSONOptions);
        };

        /**
         * Gets the type url for Competition
         * @function getTypeUrl
         * @memberof kanqiu.Competition
         * @static
         * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns {string} The type url
         */
        Competition.getTypeUrl = function(prefix) {
            if (prefix === $undefined)
                prefix = "type.googleapis.com";
            return prefix + "/kanqiu.Competition";
        };

        return Competition;
    })();

    kanqiu.Team = (function() {

        /**
         * Properties of a Team.
         * @typedef {Object} kanqiu.Team.$Properties
         * @property {number|null} [id] Team id
         * @property {string|null} [name] Team name
         * @property {string|null} [logo] Team logo
         * @property {string|null} [position] Team position
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Team.
         * @memberof kanqiu
         * @interface ITeam
         * @augments kanqiu.Team.$Properties
         * @deprecated Use kanqiu.Team.$Properties instead.
         */

        /**
         * Shape of a Team.
         * @typedef {kanqiu.Team.$Properties} kanqiu.Team.$Shape
         */

        /**
         * Constructs a new Team.
         * @memberof kanqiu
         * @classdesc Represents a Team.
         * @constructor
         * @param {kanqiu.Team.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Team = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * Team id.
         * @member {number} id
         * @memberof kanqiu.Team
         * @instance
         */
        Team.prototype.id = 0;

        /**
         * Team name.
         * @member {string} name
         * @memberof kanqiu.Team
         * @instance
         */
        Team.prototype.name = "";

        /**
         * Team logo.
         * @member {string} logo
         * @memberof kanqiu.Team
         * @instance
         */
        Team.prototype.logo = "";

        /**
         * Team position.
         * @member {string} position
         * @memberof kanqiu.Team
         * @instance
         */
        Team.prototype.position = "";

        /**
         * Creates a new Team instance using the specified properties.
         * @function create
         * @memberof kanqiu.Team
         * @static
         * @param {kanqiu.Team.$Properties=} [properties] Properties to set
         * @returns {kanqiu.Team} Team instance
         * @type {{
         *   (properties: kanqiu.Team.$Shape): kanqiu.Team & kanqiu.Team.$Shape;
         *   (properties?: kanqiu.Team.$Properties): kanqiu.Team;
         * }}
         */
        Team.create = function(properties) {
            return new Team(properties);
        };

        /**
         * Encodes the specified Team message. Does not implicitly {@link kanqiu.Team.verify|verify} messages.
         * @function encode
         * @memberof kanqiu.Team
         * @static
         * @param {kanqiu.Team.$Properties} message Team message or plain object to encode
         * @param {$protobuf.Writer} [writer] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Team.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.id != null && $Object.hasOwnProperty.call(message, "id") && message.id !== 0)
                writer.uint32(/* id 1, wireType 0 =*/8).int32(message.id);
            if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                writer.uint32(/* id 2, wireType 2 =*/18).string(message.name);
            if (message.logo != null && $Object.hasOwnProperty.call(message, "logo") && message.logo !== "")
                writer.uint32(/* id 3, wireType 2 =*/26).string(message.logo);
            if (message.position != null && $Object.hasOwnProperty.call(message, "position") && message.position !== "")
                writer.uint32(/* id 4, wireType 2 =*/34).string(message.position);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        /**
         * Decodes a Team message from the specified reader or buffer.
         * @function decode
         * @memberof kanqiu.Team
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {kanqiu.Team & kanqiu.Team.$Shape} Team
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Team.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.kanqiu.Team();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.id = value;
                        else
                            delete message.id;
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.name = value;
                        else
                            delete message.name;
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.logo = value;
                        else
                            delete message.logo;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.position = value;
                        else
                            delete message.position;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Verifies a Team message.
         * @function verify
         * @memberof kanqiu.Team
         * @static
         * @param {Object.<string,*>} message Plain object to verify
         * @returns {string|null} `null` if valid, otherwise the reason why it is not
         */
        Team.verify = function (message, _depth) {
            if (typeof message !== "object" || message === null)
                return "object expected";
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                return "max depth exceeded";
            if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                if (!$util.isInteger(message.id))
                    return "id: integer expected";
            if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                if (!$util.isString(message.name))
                    return "name: string expected";
            if (message.logo != null && $Object.hasOwnProperty.call(message, "logo"))
                if (!$util.isString(message.logo))
                    return "logo: string expected";
            if (message.position != null && $Object.hasOwnProperty.call(message, "position"))
                if (!$util.isString(message.position))
                    return "position: string expected";
            return null;
        };

        /**
         * Creates a Team message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof kanqiu.Team
         * @static
         * @param {Object.<string,*>} object Plain object
         * @returns {kanqiu.Team} Team
         */
        Team.fromObject = function (object, _depth) {
            if (object instanceof $root.kanqiu.Team)
                return object;
            if (!$util.isObject(object))
                throw $TypeError(".kanqiu.Team: object expected");
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let message = new $root.kanqiu.Team();
            if (object.id != null)
                if ($Number(object.id) !== 0)
                    message.id = object.id | 0;
            if (object.name != null)
                if (typeof object.name !== "string" || object.name.length)
                    message.name = $String(object.name);
            if (object.logo != null)
                if (typeof object.logo !== "string" || object.logo.length)
                    message.logo = $String(object.logo);
            if (object.position != null)
                if (typeof object.position !== "string" || object.position.length)
                    message.position = $String(object.position);
            return message;
        };

        /**
         * Creates a plain object from a Team message. Also converts values to other types if specified.
         * @function toObject
         * @memberof kanqiu.Team
         * @static
         * @param {kanqiu.Team} message Team
         * @param {$protobuf.IConversionOptions} [options] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        Team.toObject = function (message, options, _depth) {
            if (!options)
                options = {};
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let object = {};
            if (options.defaults) {
                object.id = 0;
                object.name = "";
                object.logo = "";
                object.position = "";
            }
            if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                object.id = message.id;
            if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                object.name = message.name;
            if (message.logo != null && $Object.hasOwnProperty.call(message, "logo"))
                object.logo = message.logo;
            if (message.position != null && $Object.hasOwnProperty.call(message, "position"))
                object.position = message.position;
            return object;
        };

        /**
         * Converts this Team to JSON.
         * @function toJSON
         * @memberof kanqiu.Team
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        Team.prototype.toJSON = function() {
            return Team.toObject(this, $protobuf.util.toJSONOptions);
        };

        /**
         * Gets the type url for Team
         * @function getTypeUrl
         * @memberof kanqiu.Team
         * @static
         * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns {string} The type url
         */
        Team.getTypeUrl = function(prefix) {
            if (prefix === $undefined)
                prefix = "type.googleapis.com";
            return prefix + "/kanqiu.Team";
        };

        return Team;
    })();

    kanqiu.LotteryInfo = (function() {

        /**
         * Properties of a LotteryInfo.
         * @typedef {Object} kanqiu.LotteryInfo.$Properties
         * @property {number|null} [matchId] LotteryInfo matchId
         * @property {number|null} [lotteryId] LotteryInfo lotteryId
         * @property {number|null} [issueNum] LotteryInfo issueNum
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a LotteryInfo.
         * @memberof kanqiu
         * @interface ILotteryInfo
         * @augments kanqiu.LotteryInfo.$Properties
         * @deprecated Use kanqiu.LotteryInfo.$Properties instead.
         */

        /**
         * Shape of a LotteryInfo.
         * @typedef {kanqiu.LotteryInfo.$Properties} kanqiu.LotteryInfo.$Shape
         */

        /**
         * Constructs a new LotteryInfo.
         * @memberof kanqiu
         * @classdesc Represents a LotteryInfo.
         * @constructor
         * @param {kanqiu.LotteryInfo.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const LotteryInfo = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * LotteryInfo matchId.
         * @member {number} matchId
         * @memberof kanqiu.LotteryInfo
         * @instance
         */
        LotteryInfo.prototype.matchId = 0;

        /**
         * LotteryInfo lotteryId.
         * @member {number} lotteryId
         * @memberof kanqiu.LotteryInfo
         * @instance
         */
        LotteryInfo.prototype.lotteryId = 0;

        /**
         * LotteryInfo issueNum.
         * @member {number} issueNum
         * @memberof kanqiu.LotteryInfo
         * @instance
         */
        LotteryInfo.prototype.issueNum = 0;

        /**
         * Creates a new LotteryInfo instance using the specified properties.
         * @function create
         * @memberof kanqiu.LotteryInfo
         * @static
         * @param {kanqiu.LotteryInfo.$Properties=} [properties] Properties to set
         * @returns {kanqiu.LotteryInfo} LotteryInfo instance
         * @type {{
         *   (properties: kanqiu.LotteryInfo.$Shape): kanqiu.LotteryInfo & kanqiu.LotteryInfo.$Shape;
         *   (properties?: kanqiu.LotteryInfo.$Properties): kanqiu.LotteryInfo;
         * }}
         */
        LotteryInfo.create = function(properties) {
            return new LotteryInfo(properties);
        };

        /**
         * Encodes the specified LotteryInfo message. Does not implicitly {@link kanqiu.LotteryInfo.verify|verify} messages.
         * @function encode
         * @memberof kanqiu.LotteryInfo
         * @static
         * @param {kanqiu.LotteryInfo.$Properties} message LotteryInfo message or plain object to encode
         * @param {$protobuf.Writer} [writer] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        LotteryInfo.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.matchId != null && $Object.hasOwnProperty.call(message, "matchId") && message.matchId !== 0)
                writer.uint32(/* id 1, wireType 0 =*/8).int32(message.matchId);
            if (message.lotteryId != null && $Object.hasOwnProperty.call(message, "lotteryId") && message.lotteryId !== 0)
                writer.uint32(/* id 2, wireType 0 =*/16).int32(message.lotteryId);
            if (message.issueNum != null && $Object.hasOwnProperty.call(message, "issueNum") && message.issueNum !== 0)
                writer.uint32(/* id 3, wireType 0 =*/24).int32(message.issueNum);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        /**
         * Decodes a LotteryInfo message from the specified reader or buffer.
         * @function decode
         * @memberof kanqiu.LotteryInfo
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {kanqiu.LotteryInfo & kanqiu.LotteryInfo.$Shape} LotteryInfo
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        LotteryInfo.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.kanqiu.LotteryInfo();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.matchId = value;
                        else
                            delete message.matchId;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.lotteryId = value;
                        else
                            delete message.lotteryId;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.issueNum = value;
                        else
                            delete message.issueNum;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Verifies a LotteryInfo message.
         * @function verify
         * @memberof kanqiu.LotteryInfo
         * @static
         * @param {Object.<string,*>} message Plain object to verify
         * @returns {string|null} `null` if valid, otherwise the reason why it is not
         */
        LotteryInfo.verify = function (message, _depth) {
            if (typeof message !== "object" || message === null)
                return "object expected";
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                return "max depth exceeded";
            if (message.matchId != null && $Object.hasOwnProperty.call(message, "matchId"))
                if (!$util.isInteger(message.matchId))
                    return "matchId: integer expected";
            if (message.lotteryId != null && $Object.hasOwnProperty.call(message, "lotteryId"))
                if (!$util.isInteger(message.lotteryId))
                    return "lotteryId: integer expected";
            if (message.issueNum != null && $Object.hasOwnProperty.call(message, "issueNum"))
                if (!$util.isInteger(message.issueNum))
                    return "issueNum: integer expected";
            return null;
        };

        /**
         * Creates a LotteryInfo message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof kanqiu.LotteryInfo
         * @static
         * @param {Object.<string,*>} object Plain object
         * @returns {kanqiu.LotteryInfo} LotteryInfo
         */
        LotteryInfo.fromObject = function (object, _depth) {
            if (object instanceof $root.kanqiu.LotteryInfo)
                return object;
            if (!$util.isObject(object))
                throw $TypeError(".kanqiu.LotteryInfo: object expected");
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let message = new $root.kanqiu.LotteryInfo();
            if (object.matchId != null)
                if ($Number(object.matchId) !== 0)
                    message.matchId = object.matchId | 0;
            if (object.lotteryId != null)
                if ($Number(object.lotteryId) !== 0)
                    message.lotteryId = object.lotteryId | 0;
            if (object.issueNum != null)
                if ($Number(object.issueNum) !== 0)
                    message.issueNum = object.issueNum | 0;
            return message;
        };

        /**
         * Creates a plain object from a LotteryInfo message. Also converts values to other types if specified.
         * @function toObject
         * @memberof kanqiu.LotteryInfo
         * @static
         * @param {kanqiu.LotteryInfo} message LotteryInfo
         * @param {$protobuf.IConversionOptions} [options] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        LotteryInfo.toObject = function (message, options, _depth) {
            if (!options)
                options = {};
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let object = {};
            if (options.defaults) {
                object.matchId = 0;
                object.lotteryId = 0;
                object.issueNum = 0;
            }
            if (message.matchId != null && $Object.hasOwnProperty.call(message, "matchId"))
                object.matchId = message.matchId;
            if (message.lotteryId != null && $Object.hasOwnProperty.call(message, "lotteryId"))
                object.lotteryId = message.lotteryId;
            if (message.issueNum != null && $Object.hasOwnProperty.call(message, "issueNum"))
                object.issueNum = message.issueNum;
            return object;
        };

        /**
         * Converts this LotteryInfo to JSON.
         * @function toJSON
         * @memberof kanqiu.LotteryInfo
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        LotteryInfo.prototype.toJSON = function() {
            return LotteryInfo.toObject(this, $protobuf.util.toJSONOptions);
        };

        /**
         * Gets the type url for LotteryInfo
         * @function getTypeUrl
         * @memberof kanqiu.LotteryInfo
         * @static
         * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns {string} The type url
         */
        LotteryInfo.getTypeUrl = function(prefix) {
            if (prefix === $undefined)
                prefix = "type.googleapis.com";
            return prefix + "/kanqiu.LotteryInfo";
        };

        return LotteryInfo;
    })();

    kanqiu.Match = (function() {

        /**
         * Properties of a Match.
         * @typedef {Object} kanqiu.Match.$Properties
         * @property {Array.<number>|null} [iArr] Match iArr
         * @property {Array.<string>|null} [sArr] Match sArr
         * @property {Array.<number>|null} [homeScore] Match homeScore
         * @property {Array.<number>|null} [awayScore] Match awayScore
         * @property {Array.<number>|null} [roomArr] Match roomArr
         * @property {Array.<kanqiu.AnchorInfo.$Properties>|null} [living] Match living
         * @property {Array.<kanqiu.AnchorInfo.$Properties>|null} [preview] Match preview
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Match.
         * @memberof kanqiu
         * @interface IMatch
         * @augments kanqiu.Match.$Properties
         * @deprecated Use kanqiu.Match.$Properties instead.
         */

        /**
         * Shape of a Match.
         * @typedef {kanqiu.Match.$Properties} kanqiu.Match.$Shape
         */

        /**
         * Constructs a new Match.
         * @memberof kanqiu
         * @classdesc Represents a Match.
         * @constructor
         * @param {kanqiu.Match.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Match = function (properties) {
            this.iArr = [];
            this.sArr = [];
            this.homeScore = [];
            this.awayScore = [];
            this.roomArr = [];
            this.living = [];
            this.preview = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * Match iArr.
         * @member {Array.<number>} iArr
         * @memberof kanqiu.Match
         * @instance
         */
        Match.prototype.iArr = $util.emptyArray;

        /**
         * Match sArr.
         * @member {Array.<string>} sArr
         * @memberof kanqiu.Match
         * @instance
         */
        Match.prototype.sArr = $util.emptyArray;

        /**
         * Match homeScore.
         * @member {Array.<number>} homeScore
         * @memberof kanqiu.Match
         * @instance
         */
        Match.prototype.homeScore = $util.emptyArray;

        /**
         * Match awayScore.
         * @member {Array.<number>} awayScore
         * @memberof kanqiu.Match
         * @instance
         */
        Match.prototype.awayScore = $util.emptyArray;

        /**
         * Match roomArr.
         * @member {Array.<number>} roomArr
         * @memberof kanqiu.Match
         * @instance
         */
        Match.prototype.roomArr = $util.emptyArray;

        /**
         * Match living.
         * @member {Array.<kanqiu.AnchorInfo.$Properties>} living
         * @memberof kanqiu.Match
         * @instance
         */
        Match.prototype.living = $util.emptyArray;

        /**
         * Match preview.
         * @member {Array.<kanqiu.AnchorInfo.$Properties>} preview
         * @memberof kanqiu.Match
         * @instance
         */
        Match.prototype.preview = $util.emptyArray;

        /**
         * Creates a new Match instance using the specified properties.
         * @function create
         * @memberof kanqiu.Match
         * @static
         * @param {kanqiu.Match.$Properties=} [properties] Properties to set
         * @returns {kanqiu.Match} Match instance
         * @type {{
         *   (properties: kanqiu.Match.$Shape): kanqiu.Match & kanqiu.Match.$Shape;
         *   (properties?: kanqiu.Match.$Properties): kanqiu.Match;
         * }}
         */
        Match.create = function(properties) {
            return new Match(properties);
        };

        /**
         * Encodes the specified Match message. Does not implicitly {@link kanqiu.Match.verify|verify} messages.
         * @function encode
         * @memberof kanqiu.Match
         * @static
         * @param {kanqiu.Match.$Properties} message Match message or plain object to encode
         * @param {$protobuf.Writer} [writer] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Match.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.iArr != null && message.iArr.length)
                writer.uint32(/* id 1, wireType 2 =*/10).int32s(message.iArr);
            if (message.sArr != null && message.sArr.length)
                for (let i = 0; i < message.sArr.length; ++i)
                    writer.uint32(/* id 2, wireType 2 =*/18).string(message.sArr[i]);
            if (message.homeScore != null && message.homeScore.length)
                writer.uint32(/* id 3, wireType 2 =*/26).int32s(message.homeScore);
            if (message.awayScore != null && message.awayScore.length)
                writer.uint32(/* id 4, wireType 2 =*/34).int32s(message.awayScore);
            if (message.roomArr != null && message.roomArr.length)
                writer.uint32(/* id 5, wireType 2 =*/42).int32s(message.roomArr);
            if (message.living != null && message.living.length)
                for (let i = 0; i < message.living.length; ++i)
                    $root.kanqiu.AnchorInfo.encode(message.living[i], writer.uint32(/* id 6, wireType 2 =*/50).fork(), _depth + 1).ldelim();
            if (message.preview != null && message.preview.length)
                for (let i = 0; i < message.preview.length; ++i)
                    $root.kanqiu.AnchorInfo.encode(message.preview[i], writer.uint32(/* id 7, wireType 2 =*/58).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        /**
         * Decodes a Match message from the specified reader or buffer.
         * @function decode
         * @memberof kanqiu.Match
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {kanqiu.Match & kanqiu.Match.$Shape} Match
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Match.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.kanqiu.Match();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType === 2) {
                            if (!(message.iArr && message.iArr.length))
                                message.iArr = [];
                            reader.int32s(message.iArr);
                            continue;
                        }
                        if (wireType !== 0)
                            break;
                        if (!(message.iArr && message.iArr.length))
                            message.iArr = [];
                        message.iArr.push(reader.int32());
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if (!(message.sArr && message.sArr.length))
                            message.sArr = [];
                        message.sArr.push(reader.stringVerify());
                        continue;
                    }
                case 3: {
                        if (wireType === 2) {
                            if (!(message.homeScore && message.homeScore.length))
                                message.homeScore = [];
                            reader.int32s(message.homeScore);
                            continue;
                        }
                        if (wireType !== 0)
                            break;
                        if (!(message.homeScore && message.homeScore.length))
                            message.homeScore = [];
                        message.homeScore.push(reader.int32());
                        continue;
                    }
                case 4: {
                        if (wireType === 2) {
                            if (!(message.awayScore && message.awayScore.length))
                                message.awayScore = [];
                            reader.int32s(message.awayScore);
                            continue;
                        }
                        if (wireType !== 0)
                            break;
                        if (!(message.awayScore && message.awayScore.length))
                            message.awayScore = [];
                        message.awayScore.push(reader.int32());
                        continue;
                    }
                case 5: {
                        if (wireType === 2) {
                            if (!(message.roomArr && message.roomArr.length))
                                message.roomArr = [];
                            reader.int32s(message.roomArr);
                            continue;
                        }
                        if (wireType !== 0)
                            break;
                        if (!(message.roomArr && message.roomArr.length))
                            message.roomArr = [];
                        message.roomArr.push(reader.int32());
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if (!(message.living && message.living.length))
                            message.living = [];
                        message.living.push($root.kanqiu.AnchorInfo.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 7: {
                        if (wireType !== 2)
                            break;
                        if (!(message.preview && message.preview.length))
                            message.preview = [];
                        message.preview.push($root.kanqiu.AnchorInfo.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Verifies a Match message.
         * @function verify
         * @memberof kanqiu.Match
         * @static
         * @param {Object.<string,*>} message Plain object to verify
         * @returns {string|null} `null` if valid, otherwise the reason why it is not
         */
        Match.verify = function (message, _depth) {
            if (typeof message !== "object" || message === null)
                return "object expected";
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                return "max depth exceeded";
            if (message.iArr != null && $Object.hasOwnProperty.call(message, "iArr")) {
                if (!$Array.isArray(message.iArr))
                    return "iArr: array expected";
                for (let i = 0; i < message.iArr.length; ++i)
                    if (!$util.isInteger(message.iArr[i]))
                        return "iArr: integer[] expected";
            }
            if (message.sArr != null && $Object.hasOwnProperty.call(message, "sArr")) {
                if (!$Array.isArray(message.sArr))
                    return "sArr: array expected";
                for (let i = 0; i < message.sArr.length; ++i)
                    if (!$util.isString(message.sArr[i]))
                        return "sArr: string[] expected";
            }
            if (message.homeScore != null && $Object.hasOwnProperty.call(message, "homeScore")) {
                if (!$Array.isArray(message.homeScore))
                    return "homeScore: array expected";
                for (let i = 0; i < message.homeScore.length; ++i)
                    if (!$util.isInteger(message.homeScore[i]))
                        return "homeScore: integer[] expected";
            }
            if (message.awayScore != null && $Object.hasOwnProperty.call(message, "awayScore")) {
                if (!$Array.isArray(message.awayScore))
                    return "awayScore: array expected";
                for (let i = 0; i < message.awayScore.length; ++i)
                    if (!$util.isInteger(message.awayScore[i]))
                        return "awayScore: integer[] expected";
            }
            if (message.roomArr != null && $Object.hasOwnProperty.call(message, "roomArr")) {
                if (!$Array.isArray(message.roomArr))
                    return "roomArr: array expected";
                for (let i = 0; i < message.roomArr.length; ++i)
                    if (!$util.isInteger(message.roomArr[i]))
                        return "roomArr: integer[] expected";
            }
            if (message.living != null && $Object.hasOwnProperty.call(message, "living")) {
                if (!$Array.isArray(message.living))
                    return "living: array expected";
                for (let i = 0; i < message.living.length; ++i) {
                    let error = $root.kanqiu.AnchorInfo.verify(message.living[i], _depth + 1);
                    if (error)
                        return "living." + error;
                }
            }
            if (message.preview != null && $Object.hasOwnProperty.call(message, "preview")) {
                if (!$Array.isArray(message.preview))
                    return "preview: array expected";
                for (let i = 0; i < message.preview.length; ++i) {
                    let error = $root.kanqiu.AnchorInfo.verify(message.preview[i], _depth + 1);
                    if (error)
                        return "preview." + error;
                }
            }
            return null;
        };

        /**
         * Creates a Match message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof kanqiu.Match
         * @static
         * @param {Object.<string,*>} object Plain object
         * @returns {kanqiu.Match} Match
         */
        Match.fromObject = function (object, _depth) {
            if (object instanceof $root.kanqiu.Match)
                return object;
            if (!$util.isObject(object))
                throw $TypeError(".kanqiu.Match: object expected");
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let message = new $root.kanqiu.Match();
            if (object.iArr) {
                if (!$Array.isArray(object.iArr))
                    throw $TypeError(".kanqiu.Match.iArr: array expected");
                message.iArr = $Array(object.iArr.length);
                for (let i = 0; i < object.iArr.length; ++i)
                    message.iArr[i] = object.iArr[i] | 0;
            }
            if (object.sArr) {
                if (!$Array.isArray(object.sArr))
                    throw $TypeError(".kanqiu.Match.sArr: array expected");
                message.sArr = $Array(object.sArr.length);
                for (let i = 0; i < object.sArr.length; ++i)
                    message.sArr[i] = $String(object.sArr[i]);
            }
            if (object.homeScore) {
                if (!$Array.isArray(object.homeScore))
                    throw $TypeError(".kanqiu.Match.homeScore: array expected");
                message.homeScore = $Array(object.homeScore.length);
                for (let i = 0; i < object.homeScore.length; ++i)
                    message.homeScore[i] = object.homeScore[i] | 0;
            }
            if (object.awayScore) {
                if (!$Array.isArray(object.awayScore))
                    throw $TypeError(".kanqiu.Match.awayScore: array expected");
                message.awayScore = $Array(object.awayScore.length);
                for (let i = 0; i < object.awayScore.length; ++i)
                    message.awayScore[i] = object.awayScore[i] | 0;
            }
            if (object.roomArr) {
                if (!$Array.isArray(object.roomArr))
                    throw $TypeError(".kanqiu.Match.roomArr: array expected");
                message.roomArr = $Array(object.roomArr.length);
                for (let i = 0; i < object.roomArr.length; ++i)
                    message.roomArr[i] = object.roomArr[i] | 0;
            }
            if (object.living) {
                if (!$Array.isArray(object.living))
                    throw $TypeError(".kanqiu.Match.living: array expected");
                message.living = $Array(object.living.length);
                for (let i = 0; i < object.living.length; ++i) {
                    if (!$util.isObject(object.living[i]))
                        throw $TypeError(".kanqiu.Match.living: object expected");
                    message.living[i] = $root.kanqiu.AnchorInfo.fromObject(object.living[i], _depth + 1);
                }
            }
            if (object.preview) {
                if (!$Array.isArray(object.preview))
                    throw $TypeError(".kanqiu.Match.preview: array expected");
                message.preview = $Array(object.preview.length);
                for (let i = 0; i < object.preview.length; ++i) {
                    if (!$util.isObject(object.preview[i]))
                        throw $TypeError(".kanqiu.Match.preview: object expected");
                    message.preview[i] = $root.kanqiu.AnchorInfo.fromObject(object.preview[i], _depth + 1);
                }
            }
            return message;
        };

        /**
         * Creates a plain object from a Match message. Also converts values to other types if specified.
         * @function toObject
         * @memberof kanqiu.Match
         * @static
         * @param {kanqiu.Match} message Match
         * @param {$protobuf.IConversionOptions} [options] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        Match.toObject = function (message, options, _depth) {
            if (!options)
                options = {};
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let object = {};
            if (options.arrays || options.defaults) {
                object.iArr = [];
                object.sArr = [];
                object.homeScore = [];
                object.awayScore = [];
                object.roomArr = [];
                object.living = [];
                object.preview = [];
            }
            if (message.iArr && message.iArr.length) {
                object.iArr = $Array(message.iArr.length);
                for (let j = 0; j < message.iArr.length; ++j)
                    object.iArr[j] = message.iArr[j];
            }
            if (message.sArr && message.sArr.length) {
                object.sArr = $Array(message.sArr.length);
                for (let j = 0; j < message.sArr.length; ++j)
                    object.sArr[j] = message.sArr[j];
            }
            if (message.homeScore && message.homeScore.length) {
                object.homeScore = $Array(message.homeScore.length);
                for (let j = 0; j < message.homeScore.length; ++j)
                    object.homeScore[j] = message.homeScore[j];
            }
            if (message.awayScore && message.awayScore.length) {
                object.awayScore = $Array(message.awayScore.length);
                for (let j = 0; j < message.awayScore.length; ++j)
                    object.awayScore[j] = message.awayScore[j];
            }
            if (message.roomArr && message.roomArr.length) {
                object.roomArr = $Array(message.roomArr.length);
                for (let j = 0; j < message.roomArr.length; ++j)
                    object.roomArr[j] = message.roomArr[j];
            }
            if (message.living && message.living.length) {
                object.living = $Array(message.living.length);
                for (let j = 0; j < message.living.length; ++j)
                    object.living[j] = $root.kanqiu.AnchorInfo.toObject(message.living[j], options, _depth + 1);
            }
            if (message.preview && message.preview.length) {
                object.preview = $Array(message.preview.length);
                for (let j = 0; j < message.preview.length; ++j)
                    object.preview[j] = $root.kanqiu.AnchorInfo.toObject(message.preview[j], options, _depth + 1);
            }
            return object;
        };

        /**
         * Converts this Match to JSON.
         * @function toJSON
         * @memberof kanqiu.Match
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        Match.prototype.toJSON = function() {
            return Match.toObject(this, $protobuf.util.toJSONOptions);
        };

        /**
         * Gets the type url for Match
         * @function getTypeUrl
         * @memberof kanqiu.Match
         * @static
         * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns {string} The type url
         */
        Match.getTypeUrl = function(prefix) {
            if (prefix === $undefined)
                prefix = "type.googleapis.com";
            return prefix + "/kanqiu.Match";
        };

        return Match;
    })();

    kanqiu.MatchListPayload = (function() {

        /**
         * Properties of a MatchListPayload.
         * @typedef {Object} kanqiu.MatchListPayload.$Properties
         * @property {Array.<kanqiu.Competition.$Properties>|null} [cArr] MatchListPayload cArr
         * @property {Array.<kanqiu.Team.$Properties>|null} [tArr] MatchListPayload tArr
         * @property {Array.<kanqiu.LotteryInfo.$Properties>|null} [lArr] MatchListPayload lArr
         * @property {Array.<kanqiu.Match.$Properties>|null} [matches] MatchListPayload matches
         * @property {number|null} [code] MatchListPayload code
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a MatchListPayload.
         * @memberof kanqiu
         * @interface IMatchListPayload
         * @augments kanqiu.MatchListPayload.$Properties
         * @deprecated Use kanqiu.MatchListPayload.$Properties instead.
         */

        /**
         * Shape of a MatchListPayload.
         * @typedef {kanqiu.MatchListPayload.$Properties} kanqiu.MatchListPayload.$Shape
         */

        /**
         * Constructs a new MatchListPayload.
         * @memberof kanqiu
         * @classdesc Represents a MatchListPayload.
         * @constructor
         * @param {kanqiu.MatchListPayload.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const MatchListPayload = function (properties) {
            this.cArr = [];
            this.tArr = [];
            this.lArr = [];
            this.matches = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * MatchListPayload cArr.
         * @member {Array.<kanqiu.Competition.$Properties>} cArr
         * @memberof kanqiu.MatchListPayload
         * @instance
         */
        MatchListPayload.prototype.cArr = $util.emptyArray;

        /**
         * MatchListPayload tArr.
         * @member {Array.<kanqiu.Team.$Properties>} tArr
         * @memberof kanqiu.MatchListPayload
         * @instance
         */
        MatchListPayload.prototype.tArr = $util.emptyArray;

        /**
         * MatchListPayload lArr.
         * @member {Array.<kanqiu.LotteryInfo.$Properties>} lArr
         * @memberof kanqiu.MatchListPayload
         * @instance
         */
        MatchListPayload.prototype.lArr = $util.emptyArray;

        /**
         * MatchListPayload matches.
         * @member {Array.<kanqiu.Match.$Properties>} matches
         * @memberof kanqiu.MatchListPayload
         * @instance
         */
        MatchListPayload.prototype.matches = $util.emptyArray;

        /**
         * MatchListPayload code.
         * @member {number} code
         * @memberof kanqiu.MatchListPayload
         * @instance
         */
        MatchListPayload.prototype.code = 0;

        /**
         * Creates a new MatchListPayload instance using the specified properties.
         * @function create
         * @memberof kanqiu.MatchListPayload
         * @static
         * @param {kanqiu.MatchListPayload.$Properties=} [properties] Properties to set
         * @returns {kanqiu.MatchListPayload} MatchListPayload instance
         * @type {{
         *   (properties: kanqiu.MatchListPayload.$Shape): kanqiu.MatchListPayload & kanqiu.MatchListPayload.$Shape;
         *   (properties?: kanqiu.MatchListPayload.$Properties): kanqiu.MatchListPayload;
         * }}
         */
        MatchListPayload.create = function(properties) {
            return new MatchListPayload(properties);
        };

        /**
         * Encodes the specified MatchListPayload message. Does not implicitly {@link kanqiu.MatchListPayload.verify|verify} messages.
         * @function encode
         * @memberof kanqiu.MatchListPayload
         * @static
         * @param {kanqiu.MatchListPayload.$Properties} message MatchListPayload message or plain object to encode
         * @param {$protobuf.Writer} [writer] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        MatchListPayload.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.cArr != null && message.cArr.length)
                for (let i = 0; i < message.cArr.length; ++i)
                    $root.kanqiu.Competition.encode(message.cArr[i], writer.uint32(/* id 1, wireType 2 =*/10).fork(), _depth + 1).ldelim();
            if (message.tArr != null && message.tArr.length)
                for (let i = 0; i < message.tArr.length; ++i)
                    $root.kanqiu.Team.encode(message.tArr[i], writer.uint32(/* id 2, wireType 2 =*/18).fork(), _depth + 1).ldelim();
            if (message.lArr != null && message.lArr.length)
                for (let i = 0; i < message.lArr.length; ++i)
                    $root.kanqiu.LotteryInfo.encode(message.lArr[i], writer.uint32(/* id 3, wireType 2 =*/26).fork(), _depth + 1).ldelim();
            if (message.matches != null && message.matches.length)
                for (let i = 0; i < message.matches.length; ++i)
                    $root.kanqiu.Match.encode(message.matches[i], writer.uint32(/* id 4, wireType 2 =*/34).fork(), _depth + 1).ldelim();
            if (message.code != null && $Object.hasOwnProperty.call(message, "code") && message.code !== 0)
                writer.uint32(/* id 5, wireType 0 =*/40).int32(message.code);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        /**
         * Decodes a MatchListPayload message from the specified reader or buffer.
         * @function decode
         * @memberof kanqiu.MatchListPayload
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {kanqiu.MatchListPayload & kanqiu.MatchListPayload.$Shape} MatchListPayload
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        MatchListPayload.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.kanqiu.MatchListPayload();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if (!(message.cArr && message.cArr.length))
                            message.cArr = [];
                        message.cArr.push($root.kanqiu.Competition.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 2: {
                        if (wireType !== 2)
                            break;
                        if (!(message.tArr && message.tArr.length))
                            message.tArr = [];
                        message.tArr.push($root.kanqiu.Team.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 3: {
                        if (wireType !== 2)
                            break;
                        if (!(message.lArr && message.lArr.length))
                            message.lArr = [];
                        message.lArr.push($root.kanqiu.LotteryInfo.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if (!(message.matches && message.matches.length))
                            message.matches = [];
                        message.matches.push($root.kanqiu.Match.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                case 5: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.code = value;
                        else
                            delete message.code;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Verifies a MatchListPayload message.
         * @function verify
         * @memberof kanqiu.MatchListPayload
         * @static
         * @param {Object.<string,*>} message Plain object to verify
         * @returns {string|null} `null` if valid, otherwise the reason why it is not
         */
        MatchListPayload.verify = function (message, _depth) {
            if (typeof message !== "object" || message === null)
                return "object expected";
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                return "max depth exceeded";
            if (message.cArr != null && $Object.hasOwnProperty.call(message, "cArr")) {
                if (!$Array.isArray(message.cArr))
                    return "cArr: array expected";
                for (let i = 0; i < message.cArr.length; ++i) {
                    let error = $root.kanqiu.Competition.verify(message.cArr[i], _depth + 1);
                    if (error)
                        return "cArr." + error;
                }
            }
            if (message.tArr != null && $Object.hasOwnProperty.call(message, "tArr")) {
                if (!$Array.isArray(message.tArr))
                    return "tArr: array expected";
                for (let i = 0; i < message.tArr.length; ++i) {
                    let error = $root.kanqiu.Team.verify(message.tArr[i], _depth + 1);
                    if (error)
                        return "tArr." + error;
                }
            }
            if (message.lArr != null && $Object.hasOwnProperty.call(message, "lArr")) {
                if (!$Array.isArray(message.lArr))
                    return "lArr: array expected";
                for (let i = 0; i < message.lArr.length; ++i) {
                    let error = $root.kanqiu.LotteryInfo.verify(message.lArr[i], _depth + 1);
                    if (error)
                        return "lArr." + error;
                }
            }
            if (message.matches != null && $Object.hasOwnProperty.call(message, "matches")) {
                if (!$Array.isArray(message.matches))
                    return "matches: array expected";
                for (let i = 0; i < message.matches.length; ++i) {
                    let error = $root.kanqiu.Match.verify(message.matches[i], _depth + 1);
                    if (error)
                        return "matches." + error;
                }
            }
            if (message.code != null && $Object.hasOwnProperty.call(message, "code"))
                if (!$util.isInteger(message.code))
                    return "code: integer expected";
            return null;
        };

        /**
         * Creates a MatchListPayload message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof kanqiu.MatchListPayload
         * @static
         * @param {Object.<string,*>} object Plain object
         * @returns {kanqiu.MatchListPayload} MatchListPayload
         */
        MatchListPayload.fromObject = function (object, _depth) {
            if (object instanceof $root.kanqiu.MatchListPayload)
                return object;
            if (!$util.isObject(object))
                throw $TypeError(".kanqiu.MatchListPayload: object expected");
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let message = new $root.kanqiu.MatchListPayload();
            if (object.cArr) {
                if (!$Array.isArray(object.cArr))
                    throw $TypeError(".kanqiu.MatchListPayload.cArr: array expected");
                message.cArr = $Array(object.cArr.length);
                for (let i = 0; i < object.cArr.length; ++i) {
                    if (!$util.isObject(object.cArr[i]))
                        throw $TypeError(".kanqiu.MatchListPayload.cArr: object expected");
                    message.cArr[i] = $root.kanqiu.Competition.fromObject(object.cArr[i], _depth + 1);
                }
            }
            if (object.tArr) {
                if (!$Array.isArray(object.tArr))
                    throw $TypeError(".kanqiu.MatchListPayload.tArr: array expected");
                message.tArr = $Array(object.tArr.length);
                for (let i = 0; i < object.tArr.length; ++i) {
                    if (!$util.isObject(object.tArr[i]))
                        throw $TypeError(".kanqiu.MatchListPayload.tArr: object expected");
                    message.tArr[i] = $root.kanqiu.Team.fromObject(object.tArr[i], _depth + 1);
                }
            }
            if (object.lArr) {
                if (!$Array.isArray(object.lArr))
                    throw $TypeError(".kanqiu.MatchListPayload.lArr: array expected");
                message.lArr = $Array(object.lArr.length);
                for (let i = 0; i < object.lArr.length; ++i) {
                    if (!$util.isObject(object.lArr[i]))
                        throw $TypeError(".kanqiu.MatchListPayload.lArr: object expected");
                    message.lArr[i] = $root.kanqiu.LotteryInfo.fromObject(object.lArr[i], _depth + 1);
                }
            }
            if (object.matches) {
                if (!$Array.isArray(object.matches))
                    throw $TypeError(".kanqiu.MatchListPayload.matches: array expected");
                message.matches = $Array(object.matches.length);
                for (let i = 0; i < object.matches.length; ++i) {
                    if (!$util.isObject(object.matches[i]))
                        throw $TypeError(".kanqiu.MatchListPayload.matches: object expected");
                    message.matches[i] = $root.kanqiu.Match.fromObject(object.matches[i], _depth + 1);
                }
            }
            if (object.code != null)
                if ($Number(object.code) !== 0)
                    message.code = object.code | 0;
            return message;
        };

        /**
         * Creates a plain object from a MatchListPayload message. Also converts values to other types if specified.
         * @function toObject
         * @memberof kanqiu.MatchListPayload
         * @static
         * @param {kanqiu.MatchListPayload} message MatchListPayload
         * @param {$protobuf.IConversionOptions} [options] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        MatchListPayload.toObject = function (message, options, _depth) {
            if (!options)
                options = {};
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let object = {};
            if (options.arrays || options.defaults) {
                object.cArr = [];
                object.tArr = [];
                object.lArr = [];
                object.matches = [];
            }
            if (options.defaults)
                object.code = 0;
            if (message.cArr && message.cArr.length) {
                object.cArr = $Array(message.cArr.length);
                for (let j = 0; j < message.cArr.length; ++j)
                    object.cArr[j] = $root.kanqiu.Competition.toObject(message.cArr[j], options, _depth + 1);
            }
            if (message.tArr && message.tArr.length) {
                object.tArr = $Array(message.tArr.length);
                for (let j = 0; j < message.tArr.length; ++j)
                    object.tArr[j] = $root.kanqiu.Team.toObject(message.tArr[j], options, _depth + 1);
            }
            if (message.lArr && message.lArr.length) {
                object.lArr = $Array(message.lArr.length);
                for (let j = 0; j < message.lArr.length; ++j)
                    object.lArr[j] = $root.kanqiu.LotteryInfo.toObject(message.lArr[j], options, _depth + 1);
            }
            if (message.matches && message.matches.length) {
                object.matches = $Array(message.matches.length);
                for (let j = 0; j < message.matches.length; ++j)
                    object.matches[j] = $root.kanqiu.Match.toObject(message.matches[j], options, _depth + 1);
            }
            if (message.code != null && $Object.hasOwnProperty.call(message, "code"))
                object.code = message.code;
            return object;
        };

        /**
         * Converts this MatchListPayload to JSON.
         * @function toJSON
         * @memberof kanqiu.MatchListPayload
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        MatchListPayload.prototype.toJSON = function() {
            return MatchListPayload.toObject(this, $protobuf.util.toJSONOptions);
        };

        /**
         * Gets the type url for MatchListPayload
         * @function getTypeUrl
         * @memberof kanqiu.MatchListPayload
         * @static
         * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns {string} The type url
         */
        MatchListPayload.getTypeUrl = function(prefix) {
            if (prefix === $undefined)
                prefix = "type.googleapis.com";
            return prefix + "/kanqiu.MatchListPayload";
        };

        return MatchListPayload;
    })();

    kanqiu.ScoreObj = (function() {

        /**
         * Properties of a ScoreObj.
         * @typedef {Object} kanqiu.ScoreObj.$Properties
         * @property {number|null} [matchId] ScoreObj matchId
         * @property {number|null} [statusId] ScoreObj statusId
         * @property {Array.<number>|null} [homeScore] ScoreObj homeScore
         * @property {Array.<number>|null} [awayScore] ScoreObj awayScore
         * @property {number|null} [goingTime] ScoreObj goingTime
         * @property {string|null} [note] ScoreObj note
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a ScoreObj.
         * @memberof kanqiu
         * @interface IScoreObj
         * @augments kanqiu.ScoreObj.$Properties
         * @deprecated Use kanqiu.ScoreObj.$Properties instead.
         */

        /**
         * Shape of a ScoreObj.
         * @typedef {kanqiu.ScoreObj.$Properties} kanqiu.ScoreObj.$Shape
         */

        /**
         * Constructs a new ScoreObj.
         * @memberof kanqiu
         * @classdesc Represents a ScoreObj.
         * @constructor
         * @param {kanqiu.ScoreObj.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const ScoreObj = function (properties) {
            this.homeScore = [];
            this.awayScore = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * ScoreObj matchId.
         * @member {number} matchId
         * @memberof kanqiu.ScoreObj
         * @instance
         */
        ScoreObj.prototype.matchId = 0;

        /**
         * ScoreObj statusId.
         * @member {number} statusId
         * @memberof kanqiu.ScoreObj
         * @instance
         */
        ScoreObj.prototype.statusId = 0;

        /**
         * ScoreObj homeScore.
         * @member {Array.<number>} homeScore
         * @memberof kanqiu.ScoreObj
         * @instance
         */
        ScoreObj.prototype.homeScore = $util.emptyArray;

        /**
         * ScoreObj awayScore.
         * @member {Array.<number>} awayScore
         * @memberof kanqiu.ScoreObj
         * @instance
         */
        ScoreObj.prototype.awayScore = $util.emptyArray;

        /**
         * ScoreObj goingTime.
         * @member {number} goingTime
         * @memberof kanqiu.ScoreObj
         * @instance
         */
        ScoreObj.prototype.goingTime = 0;

        /**
         * ScoreObj note.
         * @member {string} note
         * @memberof kanqiu.ScoreObj
         * @instance
         */
        ScoreObj.prototype.note = "";

        /**
         * Creates a new ScoreObj instance using the specified properties.
         * @function create
         * @memberof kanqiu.ScoreObj
         * @static
         * @param {kanqiu.ScoreObj.$Properties=} [properties] Properties to set
         * @returns {kanqiu.ScoreObj} ScoreObj instance
         * @type {{
         *   (properties: kanqiu.ScoreObj.$Shape): kanqiu.ScoreObj & kanqiu.ScoreObj.$Shape;
         *   (properties?: kanqiu.ScoreObj.$Properties): kanqiu.ScoreObj;
         * }}
         */
        ScoreObj.create = function(properties) {
            return new ScoreObj(properties);
        };

        /**
         * Encodes the specified ScoreObj message. Does not implicitly {@link kanqiu.ScoreObj.verify|verify} messages.
         * @function encode
         * @memberof kanqiu.ScoreObj
         * @static
         * @param {kanqiu.ScoreObj.$Properties} message ScoreObj message or plain object to encode
         * @param {$protobuf.Writer} [writer] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        ScoreObj.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.matchId != null && $Object.hasOwnProperty.call(message, "matchId") && message.matchId !== 0)
                writer.uint32(/* id 1, wireType 0 =*/8).int32(message.matchId);
            if (message.statusId != null && $Object.hasOwnProperty.call(message, "statusId") && message.statusId !== 0)
                writer.uint32(/* id 2, wireType 0 =*/16).int32(message.statusId);
            if (message.homeScore != null && message.homeScore.length)
                writer.uint32(/* id 3, wireType 2 =*/26).int32s(message.homeScore);
            if (message.awayScore != null && message.awayScore.length)
                writer.uint32(/* id 4, wireType 2 =*/34).int32s(message.awayScore);
            if (message.goingTime != null && $Object.hasOwnProperty.call(message, "goingTime") && message.goingTime !== 0)
                writer.uint32(/* id 5, wireType 0 =*/40).int32(message.goingTime);
            if (message.note != null && $Object.hasOwnProperty.call(message, "note") && message.note !== "")
                writer.uint32(/* id 6, wireType 2 =*/50).string(message.note);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        /**
         * Decodes a ScoreObj message from the specified reader or buffer.
         * @function decode
         * @memberof kanqiu.ScoreObj
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {kanqiu.ScoreObj & kanqiu.ScoreObj.$Shape} ScoreObj
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        ScoreObj.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.kanqiu.ScoreObj();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.matchId = value;
                        else
                            delete message.matchId;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.statusId = value;
                        else
                            delete message.statusId;
                        continue;
                    }
                case 3: {
                        if (wireType === 2) {
                            if (!(message.homeScore && message.homeScore.length))
                                message.homeScore = [];
                            reader.int32s(message.homeScore);
                            continue;
                        }
                        if (wireType !== 0)
                            break;
                        if (!(message.homeScore && message.homeScore.length))
                            message.homeScore = [];
                        message.homeScore.push(reader.int32());
                        continue;
                    }
                case 4: {
                        if (wireType === 2) {
                            if (!(message.awayScore && message.awayScore.length))
                                message.awayScore = [];
                            reader.int32s(message.awayScore);
                            continue;
                        }
                        if (wireType !== 0)
                            break;
                        if (!(message.awayScore && message.awayScore.length))
                            message.awayScore = [];
                        message.awayScore.push(reader.int32());
                        continue;
                    }
                case 5: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.goingTime = value;
                        else
                            delete message.goingTime;
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.note = value;
                        else
                            delete message.note;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Verifies a ScoreObj message.
         * @function verify
         * @memberof kanqiu.ScoreObj
         * @static
         * @param {Object.<string,*>} message Plain object to verify
         * @returns {string|null} `null` if valid, otherwise the reason why it is not
         */
        ScoreObj.verify = function (message, _depth) {
            if (typeof message !== "object" || message === null)
                return "object expected";
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                return "max depth exceeded";
            if (message.matchId != null && $Object.hasOwnProperty.call(message, "matchId"))
                if (!$util.isInteger(message.matchId))
                    return "matchId: integer expected";
            if (message.statusId != null && $Object.hasOwnProperty.call(message, "statusId"))
                if (!$util.isInteger(message.statusId))
                    return "statusId: integer expected";
            if (message.homeScore != null && $Object.hasOwnProperty.call(message, "homeScore")) {
                if (!$Array.isArray(message.homeScore))
                    return "homeScore: array expected";
                for (let i = 0; i < message.homeScore.length; ++i)
                    if (!$util.isInteger(message.homeScore[i]))
                        return "homeScore: integer[] expected";
            }
            if (message.awayScore != null && $Object.hasOwnProperty.call(message, "awayScore")) {
                if (!$Array.isArray(message.awayScore))
                    return "awayScore: array expected";
                for (let i = 0; i < message.awayScore.length; ++i)
                    if (!$util.isInteger(message.awayScore[i]))
                        return "awayScore: integer[] expected";
            }
            if (message.goingTime != null && $Object.hasOwnProperty.call(message, "goingTime"))
                if (!$util.isInteger(message.goingTime))
                    return "goingTime: integer expected";
            if (message.note != null && $Object.hasOwnProperty.call(message, "note"))
                if (!$util.isString(message.note))
                    return "note: string expected";
            return null;
        };

        /**
         * Creates a ScoreObj message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof kanqiu.ScoreObj
         * @static
         * @param {Object.<string,*>} object Plain object
         * @returns {kanqiu.ScoreObj} ScoreObj
         */
        ScoreObj.fromObject = function (object, _depth) {
            if (object instanceof $root.kanqiu.ScoreObj)
                return object;
            if (!$util.isObject(object))
                throw $TypeError(".kanqiu.ScoreObj: object expected");
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let message = new $root.kanqiu.ScoreObj();
            if (object.matchId != null)
                if ($Number(object.matchId) !== 0)
                    message.matchId = object.matchId | 0;
            if (object.statusId != null)
                if ($Number(object.statusId) !== 0)
                    message.statusId = object.statusId | 0;
            if (object.homeScore) {
                if (!$Array.isArray(object.homeScore))
                    throw $TypeError(".kanqiu.ScoreObj.homeScore: array expected");
                message.homeScore = $Array(object.homeScore.length);
                for (let i = 0; i < object.homeScore.length; ++i)
                    message.homeScore[i] = object.homeScore[i] | 0;
            }
            if (object.awayScore) {
                if (!$Array.isArray(object.awayScore))
                    throw $TypeError(".kanqiu.ScoreObj.awayScore: array expected");
                message.awayScore = $Array(object.awayScore.length);
                for (let i = 0; i < object.awayScore.length; ++i)
                    message.awayScore[i] = object.awayScore[i] | 0;
            }
            if (object.goingTime != null)
                if ($Number(object.goingTime) !== 0)
                    message.goingTime = object.goingTime | 0;
            if (object.note != null)
                if (typeof object.note !== "string" || object.note.length)
                    message.note = $String(object.note);
            return message;
        };

        /**
         * Creates a plain object from a ScoreObj message. Also converts values to other types if specified.
         * @function toObject
         * @memberof kanqiu.ScoreObj
         * @static
         * @param {kanqiu.ScoreObj} message ScoreObj
         * @param {$protobuf.IConversionOptions} [options] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        ScoreObj.toObject = function (message, options, _depth) {
            if (!options)
                options = {};
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let object = {};
            if (options.arrays || options.defaults) {
                object.homeScore = [];
                object.awayScore = [];
            }
            if (options.defaults) {
                object.matchId = 0;
                object.statusId = 0;
                object.goingTime = 0;
                object.note = "";
            }
            if (message.matchId != null && $Object.hasOwnProperty.call(message, "matchId"))
                object.matchId = message.matchId;
            if (message.statusId != null && $Object.hasOwnProperty.call(message, "statusId"))
                object.statusId = message.statusId;
            if (message.homeScore && message.homeScore.length) {
                object.homeScore = $Array(message.homeScore.length);
                for (let j = 0; j < message.homeScore.length; ++j)
                    object.homeScore[j] = message.homeScore[j];
            }
            if (message.awayScore && message.awayScore.length) {
                object.awayScore = $Array(message.awayScore.length);
                for (let j = 0; j < message.awayScore.length; ++j)
                    object.awayScore[j] = message.awayScore[j];
            }
            if (message.goingTime != null && $Object.hasOwnProperty.call(message, "goingTime"))
                object.goingTime = message.goingTime;
            if (message.note != null && $Object.hasOwnProperty.call(message, "note"))
                object.note = message.note;
            return object;
        };

        /**
         * Converts this ScoreObj to JSON.
         * @function toJSON
         * @memberof kanqiu.ScoreObj
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        ScoreObj.prototype.toJSON = function() {
            return ScoreObj.toObject(this, $protobuf.util.toJSONOptions);
        };

        /**
         * Gets the type url for ScoreObj
         * @function getTypeUrl
         * @memberof kanqiu.ScoreObj
         * @static
         * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns {string} The type url
         */
        ScoreObj.getTypeUrl = function(prefix) {
            if (prefix === $undefined)
                prefix = "type.googleapis.com";
            return prefix + "/kanqiu.ScoreObj";
        };

        return ScoreObj;
    })();

    kanqiu.StatObj = (function() {

        /**
         * Properties of a StatObj.
         * @typedef {Object} kanqiu.StatObj.$Properties
         * @property {number|null} [type] StatObj type
         * @property {number|null} [home] StatObj home
         * @property {number|null} [away] StatObj away
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a StatObj.
         * @memberof kanqiu
         * @interface IStatObj
         * @augments kanqiu.StatObj.$Properties
         * @deprecated Use kanqiu.StatObj.$Properties instead.
         */

        /**
         * Shape of a StatObj.
         * @typedef {kanqiu.StatObj.$Properties} kanqiu.StatObj.$Shape
         */

        /**
         * Constructs a new StatObj.
         * @memberof kanqiu
         * @classdesc Represents a StatObj.
         * @constructor
         * @param {kanqiu.StatObj.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const StatObj = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * StatObj type.
         * @member {number} type
         * @memberof kanqiu.StatObj
         * @instance
         */
        StatObj.prototype.type = 0;

        /**
         * StatObj home.
         * @member {number} home
         * @memberof kanqiu.StatObj
         * @instance
         */
        StatObj.prototype.home = 0;

        /**
         * StatObj away.
         * @member {number} away
         * @memberof kanqiu.StatObj
         * @instance
         */
        StatObj.prototype.away = 0;

        /**
         * Creates a new StatObj instance using the specified properties.
         * @function create
         * @memberof kanqiu.StatObj
         * @static
         * @param {kanqiu.StatObj.$Properties=} [properties] Properties to set
         * @returns {kanqiu.StatObj} StatObj instance
         * @type {{
         *   (properties: kanqiu.StatObj.$Shape): kanqiu.StatObj & kanqiu.StatObj.$Shape;
         *   (properties?: kanqiu.StatObj.$Properties): kanqiu.StatObj;
         * }}
         */
        StatObj.create = function(properties) {
            return new StatObj(properties);
        };

        /**
         * Encodes the specified StatObj message. Does not implicitly {@link kanqiu.StatObj.verify|verify} messages.
         * @function encode
         * @memberof kanqiu.StatObj
         * @static
         * @param {kanqiu.StatObj.$Properties} message StatObj message or plain object to encode
         * @param {$protobuf.Writer} [writer] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        StatObj.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== 0)
                writer.uint32(/* id 1, wireType 0 =*/8).int32(message.type);
            if (message.home != null && $Object.hasOwnProperty.call(message, "home") && message.home !== 0)
                writer.uint32(/* id 2, wireType 0 =*/16).int32(message.home);
            if (message.away != null && $Object.hasOwnProperty.call(message, "away") && message.away !== 0)
                writer.uint32(/* id 3, wireType 0 =*/24).int32(message.away);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        /**
         * Decodes a StatObj message from the specified reader or buffer.
         * @function decode
         * @memberof kanqiu.StatObj
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {kanqiu.StatObj & kanqiu.StatObj.$Shape} StatObj
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        StatObj.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.kanqiu.StatObj();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.type = value;
                        else
                            delete message.type;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.home = value;
                        else
                            delete message.home;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.away = value;
                        else
                            delete message.away;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Verifies a StatObj message.
         * @function verify
         * @memberof kanqiu.StatObj
         * @static
         * @param {Object.<string,*>} message Plain object to verify
         * @returns {string|null} `null` if valid, otherwise the reason why it is not
         */
        StatObj.verify = function (message, _depth) {
            if (typeof message !== "object" || message === null)
                return "object expected";
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                return "max depth exceeded";
            if (message.type != null && $Object.hasOwnProperty.call(message, "type"))
                if (!$util.isInteger(message.type))
                    return "type: integer expected";
            if (message.home != null && $Object.hasOwnProperty.call(message, "home"))
                if (!$util.isInteger(message.home))
                    return "home: integer expected";
            if (message.away != null && $Object.hasOwnProperty.call(message, "away"))
                if (!$util.isInteger(message.away))
                    return "away: integer expected";
            return null;
        };

        /**
         * Creates a StatObj message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof kanqiu.StatObj
         * @static
         * @param {Object.<string,*>} object Plain object
         * @returns {kanqiu.StatObj} StatObj
         */
        StatObj.fromObject = function (object, _depth) {
            if (object instanceof $root.kanqiu.StatObj)
                return object;
            if (!$util.isObject(object))
                throw $TypeError(".kanqiu.StatObj: object expected");
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let message = new $root.kanqiu.StatObj();
            if (object.type != null)
                if ($Number(object.type) !== 0)
                    message.type = object.type | 0;
            if (object.home != null)
                if ($Number(object.home) !== 0)
                    message.home = object.home | 0;
            if (object.away != null)
                if ($Number(object.away) !== 0)
                    message.away = object.away | 0;
            return message;
        };

        /**
         * Creates a plain object from a StatObj message. Also converts values to other types if specified.
         * @function toObject
         * @memberof kanqiu.StatObj
         * @static
         * @param {kanqiu.StatObj} message StatObj
         * @param {$protobuf.IConversionOptions} [options] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        StatObj.toObject = function (message, options, _depth) {
            if (!options)
                options = {};
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let object = {};
            if (options.defaults) {
                object.type = 0;
                object.home = 0;
                object.away = 0;
            }
            if (message.type != null && $Object.hasOwnProperty.call(message, "type"))
                object.type = message.type;
            if (message.home != null && $Object.hasOwnProperty.call(message, "home"))
                object.home = message.home;
            if (message.away != null && $Object.hasOwnProperty.call(message, "away"))
                object.away = message.away;
            return object;
        };

        /**
         * Converts this StatObj to JSON.
         * @function toJSON
         * @memberof kanqiu.StatObj
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        StatObj.prototype.toJSON = function() {
            return StatObj.toObject(this, $protobuf.util.toJSONOptions);
        };

        /**
         * Gets the type url for StatObj
         * @function getTypeUrl
         * @memberof kanqiu.StatObj
         * @static
         * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns {string} The type url
         */
        StatObj.getTypeUrl = function(prefix) {
            if (prefix === $undefined)
                prefix = "type.googleapis.com";
            return prefix + "/kanqiu.StatObj";
        };

        return StatObj;
    })();

    kanqiu.StatList = (function() {

        /**
         * Properties of a StatList.
         * @typedef {Object} kanqiu.StatList.$Properties
         * @property {Array.<kanqiu.StatObj.$Properties>|null} [stats] StatList stats
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a StatList.
         * @memberof kanqiu
         * @interface IStatList
         * @augments kanqiu.StatList.$Properties
         * @deprecated Use kanqiu.StatList.$Properties instead.
         */

        /**
         * Shape of a StatList.
         * @typedef {kanqiu.StatList.$Properties} kanqiu.StatList.$Shape
         */

        /**
         * Constructs a new StatList.
         * @memberof kanqiu
         * @classdesc Represents a StatList.
         * @constructor
         * @param {kanqiu.StatList.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const StatList = function (properties) {
            this.stats = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * StatList stats.
         * @member {Array.<kanqiu.StatObj.$Properties>} stats
         * @memberof kanqiu.StatList
         * @instance
         */
        StatList.prototype.stats = $util.emptyArray;

        /**
         * Creates a new StatList instance using the specified properties.
         * @function create
         * @memberof kanqiu.StatList
         * @static
         * @param {kanqiu.StatList.$Properties=} [properties] Properties to set
         * @returns {kanqiu.StatList} StatList instance
         * @type {{
         *   (properties: kanqiu.StatList.$Shape): kanqiu.StatList & kanqiu.StatList.$Shape;
         *   (properties?: kanqiu.StatList.$Properties): kanqiu.StatList;
         * }}
         */
        StatList.create = function(properties) {
            return new StatList(properties);
        };

        /**
         * Encodes the specified StatList message. Does not implicitly {@link kanqiu.StatList.verify|verify} messages.
         * @function encode
         * @memberof kanqiu.StatList
         * @static
         * @param {kanqiu.StatList.$Properties} message StatList message or plain object to encode
         * @param {$protobuf.Writer} [writer] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        StatList.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.stats != null && message.stats.length)
                for (let i = 0; i < message.stats.length; ++i)
                    $root.kanqiu.StatObj.encode(message.stats[i], writer.uint32(/* id 1, wireType 2 =*/10).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        /**
         * Decodes a StatList message from the specified reader or buffer.
         * @function decode
         * @memberof kanqiu.StatList
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {kanqiu.StatList & kanqiu.StatList.$Shape} StatList
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        StatList.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.kanqiu.StatList();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if (!(message.stats && message.stats.length))
                            message.stats = [];
                        message.stats.push($root.kanqiu.StatObj.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Verifies a StatList message.
         * @function verify
         * @memberof kanqiu.StatList
         * @static
         * @param {Object.<string,*>} message Plain object to verify
         * @returns {string|null} `null` if valid, otherwise the reason why it is not
         */
        StatList.verify = function (message, _depth) {
            if (typeof message !== "object" || message === null)
                return "object expected";
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                return "max depth exceeded";
            if (message.stats != null && $Object.hasOwnProperty.call(message, "stats")) {
                if (!$Array.isArray(message.stats))
                    return "stats: array expected";
                for (let i = 0; i < message.stats.length; ++i) {
                    let error = $root.kanqiu.StatObj.verify(message.stats[i], _depth + 1);
                    if (error)
                        return "stats." + error;
                }
            }
            return null;
        };

        /**
         * Creates a StatList message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof kanqiu.StatList
         * @static
         * @param {Object.<string,*>} object Plain object
         * @returns {kanqiu.StatList} StatList
         */
        StatList.fromObject = function (object, _depth) {
            if (object instanceof $root.kanqiu.StatList)
                return object;
            if (!$util.isObject(object))
                throw $TypeError(".kanqiu.StatList: object expected");
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let message = new $root.kanqiu.StatList();
            if (object.stats) {
                if (!$Array.isArray(object.stats))
                    throw $TypeError(".kanqiu.StatList.stats: array expected");
                message.stats = $Array(object.stats.length);
                for (let i = 0; i < object.stats.length; ++i) {
                    if (!$util.isObject(object.stats[i]))
                        throw $TypeError(".kanqiu.StatList.stats: object expected");
                    message.stats[i] = $root.kanqiu.StatObj.fromObject(object.stats[i], _depth + 1);
                }
            }
            return message;
        };

        /**
         * Creates a plain object from a StatList message. Also converts values to other types if specified.
         * @function toObject
         * @memberof kanqiu.StatList
         * @static
         * @param {kanqiu.StatList} message StatList
         * @param {$protobuf.IConversionOptions} [options] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        StatList.toObject = function (message, options, _depth) {
            if (!options)
                options = {};
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let object = {};
            if (options.arrays || options.defaults)
                object.stats = [];
            if (message.stats && message.stats.length) {
                object.stats = $Array(message.stats.length);
                for (let j = 0; j < message.stats.length; ++j)
                    object.stats[j] = $root.kanqiu.StatObj.toObject(message.stats[j], options, _depth + 1);
            }
            return object;
        };

        /**
         * Converts this StatList to JSON.
         * @function toJSON
         * @memberof kanqiu.StatList
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        StatList.prototype.toJSON = function() {
            return StatList.toObject(this, $protobuf.util.toJSONOptions);
        };

        /**
         * Gets the type url for StatList
         * @function getTypeUrl
         * @memberof kanqiu.StatList
         * @static
         * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns {string} The type url
         */
        StatList.getTypeUrl = function(prefix) {
            if (prefix === $undefined)
                prefix = "type.googleapis.com";
            return prefix + "/kanqiu.StatList";
        };

        return StatList;
    })();

    kanqiu.Incident = (function() {

        /**
         * Properties of an Incident.
         * @typedef {Object} kanqiu.Incident.$Properties
         * @property {number|null} [type] Incident type
         * @property {number|null} [position] Incident position
         * @property {number|null} [time] Incident time
         * @property {string|null} [playerName] Incident playerName
         * @property {number|null} [homeScore] Incident homeScore
         * @property {number|null} [awayScore] Incident awayScore
         * @property {string|null} [assist1Name] Incident assist1Name
         * @property {string|null} [assist2Name] Incident assist2Name
         * @property {string|null} [inPlayerName] Incident inPlayerName
         * @property {string|null} [outPlayerName] Incident outPlayerName
         * @property {number|null} [reasonType] Incident reasonType
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of an Incident.
         * @memberof kanqiu
         * @interface IIncident
         * @augments kanqiu.Incident.$Properties
         * @deprecated Use kanqiu.Incident.$Properties instead.
         */

        /**
         * Shape of an Incident.
         * @typedef {kanqiu.Incident.$Properties} kanqiu.Incident.$Shape
         */

        /**
         * Constructs a new Incident.
         * @memberof kanqiu
         * @classdesc Represents an Incident.
         * @constructor
         * @param {kanqiu.Incident.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Incident = function (properties) {
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * Incident type.
         * @member {number} type
         * @memberof kanqiu.Incident
         * @instance
         */
        Incident.prototype.type = 0;

        /**
         * Incident position.
         * @member {number} position
         * @memberof kanqiu.Incident
         * @instance
         */
        Incident.prototype.position = 0;

        /**
         * Incident time.
         * @member {number} time
         * @memberof kanqiu.Incident
         * @instance
         */
        Incident.prototype.time = 0;

        /**
         * Incident playerName.
         * @member {string} playerName
         * @memberof kanqiu.Incident
         * @instance
         */
        Incident.prototype.playerName = "";

        /**
         * Incident homeScore.
         * @member {number} homeScore
         * @memberof kanqiu.Incident
         * @instance
         */
        Incident.prototype.homeScore = 0;

        /**
         * Incident awayScore.
         * @member {number} awayScore
         * @memberof kanqiu.Incident
         * @instance
         */
        Incident.prototype.awayScore = 0;

        /**
         * Incident assist1Name.
         * @member {string} assist1Name
         * @memberof kanqiu.Incident
         * @instance
         */
        Incident.prototype.assist1Name = "";

        /**
         * Incident assist2Name.
         * @member {string} assist2Name
         * @memberof kanqiu.Incident
         * @instance
         */
        Incident.prototype.assist2Name = "";

        /**
         * Incident inPlayerName.
         * @member {string} inPlayerName
         * @memberof kanqiu.Incident
         * @instance
         */
        Incident.prototype.inPlayerName = "";

        /**
         * Incident outPlayerName.
         * @member {string} outPlayerName
         * @memberof kanqiu.Incident
         * @instance
         */
        Incident.prototype.outPlayerName = "";

        /**
         * Incident reasonType.
         * @member {number} reasonType
         * @memberof kanqiu.Incident
         * @instance
         */
        Incident.prototype.reasonType = 0;

        /**
         * Creates a new Incident instance using the specified properties.
         * @function create
         * @memberof kanqiu.Incident
         * @static
         * @param {kanqiu.Incident.$Properties=} [properties] Properties to set
         * @returns {kanqiu.Incident} Incident instance
         * @type {{
         *   (properties: kanqiu.Incident.$Shape): kanqiu.Incident & kanqiu.Incident.$Shape;
         *   (properties?: kanqiu.Incident.$Properties): kanqiu.Incident;
         * }}
         */
        Incident.create = function(properties) {
            return new Incident(properties);
        };

        /**
         * Encodes the specified Incident message. Does not implicitly {@link kanqiu.Incident.verify|verify} messages.
         * @function encode
         * @memberof kanqiu.Incident
         * @static
         * @param {kanqiu.Incident.$Properties} message Incident message or plain object to encode
         * @param {$protobuf.Writer} [writer] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Incident.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== 0)
                writer.uint32(/* id 1, wireType 0 =*/8).int32(message.type);
            if (message.position != null && $Object.hasOwnProperty.call(message, "position") && message.position !== 0)
                writer.uint32(/* id 2, wireType 0 =*/16).int32(message.position);
            if (message.time != null && $Object.hasOwnProperty.call(message, "time") && message.time !== 0)
                writer.uint32(/* id 3, wireType 0 =*/24).int32(message.time);
            if (message.playerName != null && $Object.hasOwnProperty.call(message, "playerName") && message.playerName !== "")
                writer.uint32(/* id 4, wireType 2 =*/34).string(message.playerName);
            if (message.homeScore != null && $Object.hasOwnProperty.call(message, "homeScore") && message.homeScore !== 0)
                writer.uint32(/* id 5, wireType 0 =*/40).int32(message.homeScore);
            if (message.awayScore != null && $Object.hasOwnProperty.call(message, "awayScore") && message.awayScore !== 0)
                writer.uint32(/* id 6, wireType 0 =*/48).int32(message.awayScore);
            if (message.assist1Name != null && $Object.hasOwnProperty.call(message, "assist1Name") && message.assist1Name !== "")
                writer.uint32(/* id 7, wireType 2 =*/58).string(message.assist1Name);
            if (message.assist2Name != null && $Object.hasOwnProperty.call(message, "assist2Name") && message.assist2Name !== "")
                writer.uint32(/* id 8, wireType 2 =*/66).string(message.assist2Name);
            if (message.inPlayerName != null && $Object.hasOwnProperty.call(message, "inPlayerName") && message.inPlayerName !== "")
                writer.uint32(/* id 9, wireType 2 =*/74).string(message.inPlayerName);
            if (message.outPlayerName != null && $Object.hasOwnProperty.call(message, "outPlayerName") && message.outPlayerName !== "")
                writer.uint32(/* id 10, wireType 2 =*/82).string(message.outPlayerName);
            if (message.reasonType != null && $Object.hasOwnProperty.call(message, "reasonType") && message.reasonType !== 0)
                writer.uint32(/* id 11, wireType 0 =*/88).int32(message.reasonType);
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        /**
         * Decodes an Incident message from the specified reader or buffer.
         * @function decode
         * @memberof kanqiu.Incident
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {kanqiu.Incident & kanqiu.Incident.$Shape} Incident
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Incident.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.kanqiu.Incident();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.type = value;
                        else
                            delete message.type;
                        continue;
                    }
                case 2: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.position = value;
                        else
                            delete message.position;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.time = value;
                        else
                            delete message.time;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.playerName = value;
                        else
                            delete message.playerName;
                        continue;
                    }
                case 5: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.homeScore = value;
                        else
                            delete message.homeScore;
                        continue;
                    }
                case 6: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.awayScore = value;
                        else
                            delete message.awayScore;
                        continue;
                    }
                case 7: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.assist1Name = value;
                        else
                            delete message.assist1Name;
                        continue;
                    }
                case 8: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.assist2Name = value;
                        else
                            delete message.assist2Name;
                        continue;
                    }
                case 9: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.inPlayerName = value;
                        else
                            delete message.inPlayerName;
                        continue;
                    }
                case 10: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.outPlayerName = value;
                        else
                            delete message.outPlayerName;
                        continue;
                    }
                case 11: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.reasonType = value;
                        else
                            delete message.reasonType;
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Verifies an Incident message.
         * @function verify
         * @memberof kanqiu.Incident
         * @static
         * @param {Object.<string,*>} message Plain object to verify
         * @returns {string|null} `null` if valid, otherwise the reason why it is not
         */
        Incident.verify = function (message, _depth) {
            if (typeof message !== "object" || message === null)
                return "object expected";
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                return "max depth exceeded";
            if (message.type != null && $Object.hasOwnProperty.call(message, "type"))
                if (!$util.isInteger(message.type))
                    return "type: integer expected";
            if (message.position != null && $Object.hasOwnProperty.call(message, "position"))
                if (!$util.isInteger(message.position))
                    return "position: integer expected";
            if (message.time != null && $Object.hasOwnProperty.call(message, "time"))
                if (!$util.isInteger(message.time))
                    return "time: integer expected";
            if (message.playerName != null && $Object.hasOwnProperty.call(message, "playerName"))
                if (!$util.isString(message.playerName))
                    return "playerName: string expected";
            if (message.homeScore != null && $Object.hasOwnProperty.call(message, "homeScore"))
                if (!$util.isInteger(message.homeScore))
                    return "homeScore: integer expected";
            if (message.awayScore != null && $Object.hasOwnProperty.call(message, "awayScore"))
                if (!$util.isInteger(message.awayScore))
                    return "awayScore: integer expected";
            if (message.assist1Name != null && $Object.hasOwnProperty.call(message, "assist1Name"))
                if (!$util.isString(message.assist1Name))
                    return "assist1Name: string expected";
            if (message.assist2Name != null && $Object.hasOwnProperty.call(message, "assist2Name"))
                if (!$util.isString(message.assist2Name))
                    return "assist2Name: string expected";
            if (message.inPlayerName != null && $Object.hasOwnProperty.call(message, "inPlayerName"))
                if (!$util.isString(message.inPlayerName))
                    return "inPlayerName: string expected";
            if (message.outPlayerName != null && $Object.hasOwnProperty.call(message, "outPlayerName"))
                if (!$util.isString(message.outPlayerName))
                    return "outPlayerName: string expected";
            if (message.reasonType != null && $Object.hasOwnProperty.call(message, "reasonType"))
                if (!$util.isInteger(message.reasonType))
                    return "reasonType: integer expected";
            return null;
        };

        /**
         * Creates an Incident message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof kanqiu.Incident
         * @static
         * @param {Object.<string,*>} object Plain object
         * @returns {kanqiu.Incident} Incident
         */
        Incident.fromObject = function (object, _depth) {
            if (object instanceof $root.kanqiu.Incident)
                return object;
            if (!$util.isObject(object))
                throw $TypeError(".kanqiu.Incident: object expected");
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let message = new $root.kanqiu.Incident();
            if (object.type != null)
                if ($Number(object.type) !== 0)
                    message.type = object.type | 0;
            if (object.position != null)
                if ($Number(object.position) !== 0)
                    message.position = object.position | 0;
            if (object.time != null)
                if ($Number(object.time) !== 0)
                    message.time = object.time | 0;
            if (object.playerName != null)
                if (typeof object.playerName !== "string" || object.playerName.length)
                    message.playerName = $String(object.playerName);
            if (object.homeScore != null)
                if ($Number(object.homeScore) !== 0)
                    message.homeScore = object.homeScore | 0;
            if (object.awayScore != null)
                if ($Number(object.awayScore) !== 0)
                    message.awayScore = object.awayScore | 0;
            if (object.assist1Name != null)
                if (typeof object.assist1Name !== "string" || object.assist1Name.length)
                    message.assist1Name = $String(object.assist1Name);
            if (object.assist2Name != null)
                if (typeof object.assist2Name !== "string" || object.assist2Name.length)
                    message.assist2Name = $String(object.assist2Name);
            if (object.inPlayerName != null)
                if (typeof object.inPlayerName !== "string" || object.inPlayerName.length)
                    message.inPlayerName = $String(object.inPlayerName);
            if (object.outPlayerName != null)
                if (typeof object.outPlayerName !== "string" || object.outPlayerName.length)
                    message.outPlayerName = $String(object.outPlayerName);
            if (object.reasonType != null)
                if ($Number(object.reasonType) !== 0)
                    message.reasonType = object.reasonType | 0;
            return message;
        };

        /**
         * Creates a plain object from an Incident message. Also converts values to other types if specified.
         * @function toObject
         * @memberof kanqiu.Incident
         * @static
         * @param {kanqiu.Incident} message Incident
         * @param {$protobuf.IConversionOptions} [options] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        Incident.toObject = function (message, options, _depth) {
            if (!options)
                options = {};
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let object = {};
            if (options.defaults) {
                object.type = 0;
                object.position = 0;
                object.time = 0;
                object.playerName = "";
                object.homeScore = 0;
                object.awayScore = 0;
                object.assist1Name = "";
                object.assist2Name = "";
                object.inPlayerName = "";
                object.outPlayerName = "";
                object.reasonType = 0;
            }
            if (message.type != null && $Object.hasOwnProperty.call(message, "type"))
                object.type = message.type;
            if (message.position != null && $Object.hasOwnProperty.call(message, "position"))
                object.position = message.position;
            if (message.time != null && $Object.hasOwnProperty.call(message, "time"))
                object.time = message.time;
            if (message.playerName != null && $Object.hasOwnProperty.call(message, "playerName"))
                object.playerName = message.playerName;
            if (message.homeScore != null && $Object.hasOwnProperty.call(message, "homeScore"))
                object.homeScore = message.homeScore;
            if (message.awayScore != null && $Object.hasOwnProperty.call(message, "awayScore"))
                object.awayScore = message.awayScore;
            if (message.assist1Name != null && $Object.hasOwnProperty.call(message, "assist1Name"))
                object.assist1Name = message.assist1Name;
            if (message.assist2Name != null && $Object.hasOwnProperty.call(message, "assist2Name"))
                object.assist2Name = message.assist2Name;
            if (message.inPlayerName != null && $Object.hasOwnProperty.call(message, "inPlayerName"))
                object.inPlayerName = message.inPlayerName;
            if (message.outPlayerName != null && $Object.hasOwnProperty.call(message, "outPlayerName"))
                object.outPlayerName = message.outPlayerName;
            if (message.reasonType != null && $Object.hasOwnProperty.call(message, "reasonType"))
                object.reasonType = message.reasonType;
            return object;
        };

        /**
         * Converts this Incident to JSON.
         * @function toJSON
         * @memberof kanqiu.Incident
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        Incident.prototype.toJSON = function() {
            return Incident.toObject(this, $protobuf.util.toJSONOptions);
        };

        /**
         * Gets the type url for Incident
         * @function getTypeUrl
         * @memberof kanqiu.Incident
         * @static
         * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns {string} The type url
         */
        Incident.getTypeUrl = function(prefix) {
            if (prefix === $undefined)
                prefix = "type.googleapis.com";
            return prefix + "/kanqiu.Incident";
        };

        return Incident;
    })();

    kanqiu.TliveList = (function() {

        /**
         * Properties of a TliveList.
         * @typedef {Object} kanqiu.TliveList.$Properties
         * @property {Array.<kanqiu.Incident.$Properties>|null} [incidents] TliveList incidents
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a TliveList.
         * @memberof kanqiu
         * @interface ITliveList
         * @augments kanqiu.TliveList.$Properties
         * @deprecated Use kanqiu.TliveList.$Properties instead.
         */

        /**
         * Shape of a TliveList.
         * @typedef {kanqiu.TliveList.$Properties} kanqiu.TliveList.$Shape
         */

        /**
         * Constructs a new TliveList.
         * @memberof kanqiu
         * @classdesc Represents a TliveList.
         * @constructor
         * @param {kanqiu.TliveList.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const TliveList = function (properties) {
            this.incidents = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * TliveList incidents.
         * @member {Array.<kanqiu.Incident.$Properties>} incidents
         * @memberof kanqiu.TliveList
         * @instance
         */
        TliveList.prototype.incidents = $util.emptyArray;

        /**
         * Creates a new TliveList instance using the specified properties.
         * @function create
         * @memberof kanqiu.TliveList
         * @static
         * @param {kanqiu.TliveList.$Properties=} [properties] Properties to set
         * @returns {kanqiu.TliveList} TliveList instance
         * @type {{
         *   (properties: kanqiu.TliveList.$Shape): kanqiu.TliveList & kanqiu.TliveList.$Shape;
         *   (properties?: kanqiu.TliveList.$Properties): kanqiu.TliveList;
         * }}
         */
        TliveList.create = function(properties) {
            return new TliveList(properties);
        };

        /**
         * Encodes the specified TliveList message. Does not implicitly {@link kanqiu.TliveList.verify|verify} messages.
         * @function encode
         * @memberof kanqiu.TliveList
         * @static
         * @param {kanqiu.TliveList.$Properties} message TliveList message or plain object to encode
         * @param {$protobuf.Writer} [writer] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        TliveList.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.incidents != null && message.incidents.length)
                for (let i = 0; i < message.incidents.length; ++i)
                    $root.kanqiu.Incident.encode(message.incidents[i], writer.uint32(/* id 1, wireType 2 =*/10).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        /**
         * Decodes a TliveList message from the specified reader or buffer.
         * @function decode
         * @memberof kanqiu.TliveList
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {kanqiu.TliveList & kanqiu.TliveList.$Shape} TliveList
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        TliveList.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.kanqiu.TliveList();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 2)
                            break;
                        if (!(message.incidents && message.incidents.length))
                            message.incidents = [];
                        message.incidents.push($root.kanqiu.Incident.decode(reader, reader.size(), $undefined, _depth + 1));
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Verifies a TliveList message.
         * @function verify
         * @memberof kanqiu.TliveList
         * @static
         * @param {Object.<string,*>} message Plain object to verify
         * @returns {string|null} `null` if valid, otherwise the reason why it is not
         */
        TliveList.verify = function (message, _depth) {
            if (typeof message !== "object" || message === null)
                return "object expected";
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                return "max depth exceeded";
            if (message.incidents != null && $Object.hasOwnProperty.call(message, "incidents")) {
                if (!$Array.isArray(message.incidents))
                    return "incidents: array expected";
                for (let i = 0; i < message.incidents.length; ++i) {
                    let error = $root.kanqiu.Incident.verify(message.incidents[i], _depth + 1);
                    if (error)
                        return "incidents." + error;
                }
            }
            return null;
        };

        /**
         * Creates a TliveList message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof kanqiu.TliveList
         * @static
         * @param {Object.<string,*>} object Plain object
         * @returns {kanqiu.TliveList} TliveList
         */
        TliveList.fromObject = function (object, _depth) {
            if (object instanceof $root.kanqiu.TliveList)
                return object;
            if (!$util.isObject(object))
                throw $TypeError(".kanqiu.TliveList: object expected");
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let message = new $root.kanqiu.TliveList();
            if (object.incidents) {
                if (!$Array.isArray(object.incidents))
                    throw $TypeError(".kanqiu.TliveList.incidents: array expected");
                message.incidents = $Array(object.incidents.length);
                for (let i = 0; i < object.incidents.length; ++i) {
                    if (!$util.isObject(object.incidents[i]))
                        throw $TypeError(".kanqiu.TliveList.incidents: object expected");
                    message.incidents[i] = $root.kanqiu.Incident.fromObject(object.incidents[i], _depth + 1);
                }
            }
            return message;
        };

        /**
         * Creates a plain object from a TliveList message. Also converts values to other types if specified.
         * @function toObject
         * @memberof kanqiu.TliveList
         * @static
         * @param {kanqiu.TliveList} message TliveList
         * @param {$protobuf.IConversionOptions} [options] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        TliveList.toObject = function (message, options, _depth) {
            if (!options)
                options = {};
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let object = {};
            if (options.arrays || options.defaults)
                object.incidents = [];
            if (message.incidents && message.incidents.length) {
                object.incidents = $Array(message.incidents.length);
                for (let j = 0; j < message.incidents.length; ++j)
                    object.incidents[j] = $root.kanqiu.Incident.toObject(message.incidents[j], options, _depth + 1);
            }
            return object;
        };

        /**
         * Converts this TliveList to JSON.
         * @function toJSON
         * @memberof kanqiu.TliveList
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        TliveList.prototype.toJSON = function() {
            return TliveList.toObject(this, $protobuf.util.toJSONOptions);
        };

        /**
         * Gets the type url for TliveList
         * @function getTypeUrl
         * @memberof kanqiu.TliveList
         * @static
         * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns {string} The type url
         */
        TliveList.getTypeUrl = function(prefix) {
            if (prefix === $undefined)
                prefix = "type.googleapis.com";
            return prefix + "/kanqiu.TliveList";
        };

        return TliveList;
    })();

    kanqiu.SocketMessage = (function() {

        /**
         * Properties of a SocketMessage.
         * @typedef {Object} kanqiu.SocketMessage.$Properties
         * @property {number|null} [matchId] SocketMessage matchId
         * @property {number|null} [timestamp] SocketMessage timestamp
         * @property {number|null} [type] SocketMessage type
         * @property {string|null} [hxRoomId] SocketMessage hxRoomId
         * @property {kanqiu.ScoreObj.$Properties|null} [scoreObj] SocketMessage scoreObj
         * @property {kanqiu.StatList.$Properties|null} [statList] SocketMessage statList
         * @property {kanqiu.TliveList.$Properties|null} [tliveList] SocketMessage tliveList
         * @property {Array.<number>|null} [overTimeScore] SocketMessage overTimeScore
         * @property {number|null} [roomId] SocketMessage roomId
         * @property {number|null} [sportType] SocketMessage sportType
         * @property {number|null} [competitionId] SocketMessage competitionId
         * @property {number|null} [prevMatchId] SocketMessage prevMatchId
         * @property {kanqiu.AnchorInfo.$Properties|null} [anchorInfo] SocketMessage anchorInfo
         * @property {"scoreObj"|"statList"|"tliveList"} [payload] SocketMessage payload
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a SocketMessage.
         * @memberof kanqiu
         * @interface ISocketMessage
         * @augments kanqiu.SocketMessage.$Properties
         * @deprecated Use kanqiu.SocketMessage.$Properties instead.
         */

        /**
         * Narrowed shape of a SocketMessage.
         * @typedef {{
         *   matchId?: number|null;
         *   timestamp?: number|null;
         *   type?: number|null;
         *   hxRoomId?: string|null;
         *   scoreObj?: kanqiu.ScoreObj.$Shape|null;
         *   statList?: kanqiu.StatList.$Shape|null;
         *   tliveList?: kanqiu.TliveList.$Shape|null;
         *   overTimeScore?: Array.<number>|null;
         *   roomId?: number|null;
         *   sportType?: number|null;
         *   competitionId?: number|null;
         *   prevMatchId?: number|null;
         *   anchorInfo?: kanqiu.AnchorInfo.$Shape|null;
         *   $unknowns?: Array.<Uint8Array>;
         * } & (
         *   ({ payload?: undefined; scoreObj?: null; statList?: null; tliveList?: null }|{ payload?: "scoreObj"; scoreObj: kanqiu.ScoreObj.$Shape; statList?: null; tliveList?: null }|{ payload?: "statList"; scoreObj?: null; statList: kanqiu.StatList.$Shape; tliveList?: null }|{ payload?: "tliveList"; scoreObj?: null; statList?: null; tliveList: kanqiu.TliveList.$Shape })
         * )} kanqiu.SocketMessage.$Shape
         */

        /**
         * Constructs a new SocketMessage.
         * @memberof kanqiu
         * @classdesc Represents a SocketMessage.
         * @constructor
         * @param {kanqiu.SocketMessage.$Properties=} [properties] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const SocketMessage = function (properties) {
            this.overTimeScore = [];
            if (properties)
                for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                        this[keys[i]] = properties[keys[i]];
        };

        /**
         * SocketMessage matchId.
         * @member {number} matchId
         * @memberof kanqiu.SocketMessage
         * @instance
         */
        SocketMessage.prototype.matchId = 0;

        /**
         * SocketMessage timestamp.
         * @member {number} timestamp
         * @memberof kanqiu.SocketMessage
         * @instance
         */
        SocketMessage.prototype.timestamp = 0;

        /**
         * SocketMessage type.
         * @member {number} type
         * @memberof kanqiu.SocketMessage
         * @instance
         */
        SocketMessage.prototype.type = 0;

        /**
         * SocketMessage hxRoomId.
         * @member {string} hxRoomId
         * @memberof kanqiu.SocketMessage
         * @instance
         */
        SocketMessage.prototype.hxRoomId = "";

        /**
         * SocketMessage scoreObj.
         * @member {kanqiu.ScoreObj.$Properties|null|undefined} scoreObj
         * @memberof kanqiu.SocketMessage
         * @instance
         */
        SocketMessage.prototype.scoreObj = null;

        /**
         * SocketMessage statList.
         * @member {kanqiu.StatList.$Properties|null|undefined} statList
         * @memberof kanqiu.SocketMessage
         * @instance
         */
        SocketMessage.prototype.statList = null;

        /**
         * SocketMessage tliveList.
         * @member {kanqiu.TliveList.$Properties|null|undefined} tliveList
         * @memberof kanqiu.SocketMessage
         * @instance
         */
        SocketMessage.prototype.tliveList = null;

        /**
         * SocketMessage overTimeScore.
         * @member {Array.<number>} overTimeScore
         * @memberof kanqiu.SocketMessage
         * @instance
         */
        SocketMessage.prototype.overTimeScore = $util.emptyArray;

        /**
         * SocketMessage roomId.
         * @member {number} roomId
         * @memberof kanqiu.SocketMessage
         * @instance
         */
        SocketMessage.prototype.roomId = 0;

        /**
         * SocketMessage sportType.
         * @member {number} sportType
         * @memberof kanqiu.SocketMessage
         * @instance
         */
        SocketMessage.prototype.sportType = 0;

        /**
         * SocketMessage competitionId.
         * @member {number} competitionId
         * @memberof kanqiu.SocketMessage
         * @instance
         */
        SocketMessage.prototype.competitionId = 0;

        /**
         * SocketMessage prevMatchId.
         * @member {number} prevMatchId
         * @memberof kanqiu.SocketMessage
         * @instance
         */
        SocketMessage.prototype.prevMatchId = 0;

        /**
         * SocketMessage anchorInfo.
         * @member {kanqiu.AnchorInfo.$Properties|null|undefined} anchorInfo
         * @memberof kanqiu.SocketMessage
         * @instance
         */
        SocketMessage.prototype.anchorInfo = null;

        // OneOf field names bound to virtual getters and setters
        let $oneOfFields;

        /**
         * SocketMessage payload.
         * @member {"scoreObj"|"statList"|"tliveList"|undefined} payload
         * @memberof kanqiu.SocketMessage
         * @instance
         */
        $Object.defineProperty(SocketMessage.prototype, "payload", {
            get: $util.oneOfGetter($oneOfFields = ["scoreObj", "statList", "tliveList"]),
            set: $util.oneOfSetter($oneOfFields)
        });

        /**
         * Creates a new SocketMessage instance using the specified properties.
         * @function create
         * @memberof kanqiu.SocketMessage
         * @static
         * @param {kanqiu.SocketMessage.$Properties=} [properties] Properties to set
         * @returns {kanqiu.SocketMessage} SocketMessage instance
         * @type {{
         *   (properties: kanqiu.SocketMessage.$Shape): kanqiu.SocketMessage & kanqiu.SocketMessage.$Shape;
         *   (properties?: kanqiu.SocketMessage.$Properties): kanqiu.SocketMessage;
         * }}
         */
        SocketMessage.create = function(properties) {
            return new SocketMessage(properties);
        };

        /**
         * Encodes the specified SocketMessage message. Does not implicitly {@link kanqiu.SocketMessage.verify|verify} messages.
         * @function encode
         * @memberof kanqiu.SocketMessage
         * @static
         * @param {kanqiu.SocketMessage.$Properties} message SocketMessage message or plain object to encode
         * @param {$protobuf.Writer} [writer] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        SocketMessage.encode = function (message, writer, _depth) {
            if (!writer)
                writer = $Writer.create();
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (message.matchId != null && $Object.hasOwnProperty.call(message, "matchId") && message.matchId !== 0)
                writer.uint32(/* id 1, wireType 0 =*/8).int32(message.matchId);
            if (message.timestamp != null && $Object.hasOwnProperty.call(message, "timestamp") && !$Object.is(message.timestamp, 0))
                writer.uint32(/* id 2, wireType 1 =*/17).double(message.timestamp);
            if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== 0)
                writer.uint32(/* id 3, wireType 0 =*/24).int32(message.type);
            if (message.hxRoomId != null && $Object.hasOwnProperty.call(message, "hxRoomId") && message.hxRoomId !== "")
                writer.uint32(/* id 4, wireType 2 =*/34).string(message.hxRoomId);
            if (message.scoreObj != null && $Object.hasOwnProperty.call(message, "scoreObj"))
                $root.kanqiu.ScoreObj.encode(message.scoreObj, writer.uint32(/* id 5, wireType 2 =*/42).fork(), _depth + 1).ldelim();
            if (message.statList != null && $Object.hasOwnProperty.call(message, "statList"))
                $root.kanqiu.StatList.encode(message.statList, writer.uint32(/* id 6, wireType 2 =*/50).fork(), _depth + 1).ldelim();
            if (message.tliveList != null && $Object.hasOwnProperty.call(message, "tliveList"))
                $root.kanqiu.TliveList.encode(message.tliveList, writer.uint32(/* id 7, wireType 2 =*/58).fork(), _depth + 1).ldelim();
            if (message.overTimeScore != null && message.overTimeScore.length)
                writer.uint32(/* id 8, wireType 2 =*/66).int32s(message.overTimeScore);
            if (message.roomId != null && $Object.hasOwnProperty.call(message, "roomId") && message.roomId !== 0)
                writer.uint32(/* id 9, wireType 0 =*/72).int32(message.roomId);
            if (message.sportType != null && $Object.hasOwnProperty.call(message, "sportType") && message.sportType !== 0)
                writer.uint32(/* id 10, wireType 0 =*/80).int32(message.sportType);
            if (message.competitionId != null && $Object.hasOwnProperty.call(message, "competitionId") && message.competitionId !== 0)
                writer.uint32(/* id 11, wireType 0 =*/88).int32(message.competitionId);
            if (message.prevMatchId != null && $Object.hasOwnProperty.call(message, "prevMatchId") && message.prevMatchId !== 0)
                writer.uint32(/* id 12, wireType 0 =*/96).int32(message.prevMatchId);
            if (message.anchorInfo != null && $Object.hasOwnProperty.call(message, "anchorInfo"))
                $root.kanqiu.AnchorInfo.encode(message.anchorInfo, writer.uint32(/* id 13, wireType 2 =*/106).fork(), _depth + 1).ldelim();
            if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                for (let i = 0; i < message.$unknowns.length; ++i)
                    writer.raw(message.$unknowns[i]);
            return writer;
        };

        /**
         * Decodes a SocketMessage message from the specified reader or buffer.
         * @function decode
         * @memberof kanqiu.SocketMessage
         * @static
         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
         * @param {number} [length] Message length if known beforehand
         * @returns {kanqiu.SocketMessage & kanqiu.SocketMessage.$Shape} SocketMessage
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        SocketMessage.decode = function (reader, length, _end, _depth, _target) {
            if (!(reader instanceof $Reader))
                reader = $Reader.create(reader);
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            let end, message, value;
            if (length === $undefined)
                end = reader.len;
            else {
                end = reader.pos + length;
                if (end > reader.len)
                    throw $RangeError("index out of range");
                length = reader.len;
                reader.len = end;
            }
            message = _target || new $root.kanqiu.SocketMessage();
            while (reader.pos < end) {
                let start = reader.pos;
                let tag = reader.tag();
                if (tag === _end) {
                    _end = $undefined;
                    break;
                }
                let wireType = tag & 7;
                switch (tag >>>= 3) {
                case 1: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.matchId = value;
                        else
                            delete message.matchId;
                        continue;
                    }
                case 2: {
                        if (wireType !== 1)
                            break;
                        if (!$Object.is(value = reader.double(), 0))
                            message.timestamp = value;
                        else
                            delete message.timestamp;
                        continue;
                    }
                case 3: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.type = value;
                        else
                            delete message.type;
                        continue;
                    }
                case 4: {
                        if (wireType !== 2)
                            break;
                        if ((value = reader.stringVerify()).length)
                            message.hxRoomId = value;
                        else
                            delete message.hxRoomId;
                        continue;
                    }
                case 5: {
                        if (wireType !== 2)
                            break;
                        message.scoreObj = $root.kanqiu.ScoreObj.decode(reader, reader.size(), $undefined, _depth + 1, message.scoreObj);
                        message.payload = "scoreObj";
                        continue;
                    }
                case 6: {
                        if (wireType !== 2)
                            break;
                        message.statList = $root.kanqiu.StatList.decode(reader, reader.size(), $undefined, _depth + 1, message.statList);
                        message.payload = "statList";
                        continue;
                    }
                case 7: {
                        if (wireType !== 2)
                            break;
                        message.tliveList = $root.kanqiu.TliveList.decode(reader, reader.size(), $undefined, _depth + 1, message.tliveList);
                        message.payload = "tliveList";
                        continue;
                    }
                case 8: {
                        if (wireType === 2) {
                            if (!(message.overTimeScore && message.overTimeScore.length))
                                message.overTimeScore = [];
                            reader.int32s(message.overTimeScore);
                            continue;
                        }
                        if (wireType !== 0)
                            break;
                        if (!(message.overTimeScore && message.overTimeScore.length))
                            message.overTimeScore = [];
                        message.overTimeScore.push(reader.int32());
                        continue;
                    }
                case 9: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.roomId = value;
                        else
                            delete message.roomId;
                        continue;
                    }
                case 10: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.sportType = value;
                        else
                            delete message.sportType;
                        continue;
                    }
                case 11: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.competitionId = value;
                        else
                            delete message.competitionId;
                        continue;
                    }
                case 12: {
                        if (wireType !== 0)
                            break;
                        if (value = reader.int32())
                            message.prevMatchId = value;
                        else
                            delete message.prevMatchId;
                        continue;
                    }
                case 13: {
                        if (wireType !== 2)
                            break;
                        message.anchorInfo = $root.kanqiu.AnchorInfo.decode(reader, reader.size(), $undefined, _depth + 1, message.anchorInfo);
                        continue;
                    }
                }
                reader.skipType(wireType, _depth, tag);
                if (!reader.discardUnknown) {
                    $util.makeProp(message, "$unknowns", false);
                    (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                }
            }
            if (length !== $undefined) {
                if (reader.pos !== end)
                    throw $RangeError("index out of range");
                reader.len = length;
            }
            if (_end !== $undefined)
                throw $Error("missing end group");
            return message;
        };

        /**
         * Verifies a SocketMessage message.
         * @function verify
         * @memberof kanqiu.SocketMessage
         * @static
         * @param {Object.<string,*>} message Plain object to verify
         * @returns {string|null} `null` if valid, otherwise the reason why it is not
         */
        SocketMessage.verify = function (message, _depth) {
            if (typeof message !== "object" || message === null)
                return "object expected";
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                return "max depth exceeded";
            let properties = {};
            if (message.matchId != null && $Object.hasOwnProperty.call(message, "matchId"))
                if (!$util.isInteger(message.matchId))
                    return "matchId: integer expected";
            if (message.timestamp != null && $Object.hasOwnProperty.call(message, "timestamp"))
                if (typeof message.timestamp !== "number")
                    return "timestamp: number expected";
            if (message.type != null && $Object.hasOwnProperty.call(message, "type"))
                if (!$util.isInteger(message.type))
                    return "type: integer expected";
            if (message.hxRoomId != null && $Object.hasOwnProperty.call(message, "hxRoomId"))
                if (!$util.isString(message.hxRoomId))
                    return "hxRoomId: string expected";
            if (message.scoreObj != null && $Object.hasOwnProperty.call(message, "scoreObj")) {
                properties.payload = 1;
                {
                    let error = $root.kanqiu.ScoreObj.verify(message.scoreObj, _depth + 1);
                    if (error)
                        return "scoreObj." + error;
                }
            }
            if (message.statList != null && $Object.hasOwnProperty.call(message, "statList")) {
                if (properties.payload === 1)
                    return "payload: multiple values";
                properties.payload = 1;
                {
                    let error = $root.kanqiu.StatList.verify(message.statList, _depth + 1);
                    if (error)
                        return "statList." + error;
                }
            }
            if (message.tliveList != null && $Object.hasOwnProperty.call(message, "tliveList")) {
                if (properties.payload === 1)
                    return "payload: multiple values";
                properties.payload = 1;
                {
                    let error = $root.kanqiu.TliveList.verify(message.tliveList, _depth + 1);
                    if (error)
                        return "tliveList." + error;
                }
            }
            if (message.overTimeScore != null && $Object.hasOwnProperty.call(message, "overTimeScore")) {
                if (!$Array.isArray(message.overTimeScore))
                    return "overTimeScore: array expected";
                for (let i = 0; i < message.overTimeScore.length; ++i)
                    if (!$util.isInteger(message.overTimeScore[i]))
                        return "overTimeScore: integer[] expected";
            }
            if (message.roomId != null && $Object.hasOwnProperty.call(message, "roomId"))
                if (!$util.isInteger(message.roomId))
                    return "roomId: integer expected";
            if (message.sportType != null && $Object.hasOwnProperty.call(message, "sportType"))
                if (!$util.isInteger(message.sportType))
                    return "sportType: integer expected";
            if (message.competitionId != null && $Object.hasOwnProperty.call(message, "competitionId"))
                if (!$util.isInteger(message.competitionId))
                    return "competitionId: integer expected";
            if (message.prevMatchId != null && $Object.hasOwnProperty.call(message, "prevMatchId"))
                if (!$util.isInteger(message.prevMatchId))
                    return "prevMatchId: integer expected";
            if (message.anchorInfo != null && $Object.hasOwnProperty.call(message, "anchorInfo")) {
                let error = $root.kanqiu.AnchorInfo.verify(message.anchorInfo, _depth + 1);
                if (error)
                    return "anchorInfo." + error;
            }
            return null;
        };

        /**
         * Creates a SocketMessage message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof kanqiu.SocketMessage
         * @static
         * @param {Object.<string,*>} object Plain object
         * @returns {kanqiu.SocketMessage} SocketMessage
         */
        SocketMessage.fromObject = function (object, _depth) {
            if (object instanceof $root.kanqiu.SocketMessage)
                return object;
            if (!$util.isObject(object))
                throw $TypeError(".kanqiu.SocketMessage: object expected");
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let message = new $root.kanqiu.SocketMessage();
            if (object.matchId != null)
                if ($Number(object.matchId) !== 0)
                    message.matchId = object.matchId | 0;
            if (object.timestamp != null)
                if (!$Object.is($Number(object.timestamp), 0))
                    message.timestamp = $Number(object.timestamp);
            if (object.type != null)
                if ($Number(object.type) !== 0)
                    message.type = object.type | 0;
            if (object.hxRoomId != null)
                if (typeof object.hxRoomId !== "string" || object.hxRoomId.length)
                    message.hxRoomId = $String(object.hxRoomId);
            if (object.scoreObj != null) {
                if (!$util.isObject(object.scoreObj))
                    throw $TypeError(".kanqiu.SocketMessage.scoreObj: object expected");
                message.scoreObj = $root.kanqiu.ScoreObj.fromObject(object.scoreObj, _depth + 1);
            }
            if (object.statList != null) {
                if (!$util.isObject(object.statList))
                    throw $TypeError(".kanqiu.SocketMessage.statList: object expected");
                message.statList = $root.kanqiu.StatList.fromObject(object.statList, _depth + 1);
            }
            if (object.tliveList != null) {
                if (!$util.isObject(object.tliveList))
                    throw $TypeError(".kanqiu.SocketMessage.tliveList: object expected");
                message.tliveList = $root.kanqiu.TliveList.fromObject(object.tliveList, _depth + 1);
            }
            if (object.overTimeScore) {
                if (!$Array.isArray(object.overTimeScore))
                    throw $TypeError(".kanqiu.SocketMessage.overTimeScore: array expected");
                message.overTimeScore = $Array(object.overTimeScore.length);
                for (let i = 0; i < object.overTimeScore.length; ++i)
                    message.overTimeScore[i] = object.overTimeScore[i] | 0;
            }
            if (object.roomId != null)
                if ($Number(object.roomId) !== 0)
                    message.roomId = object.roomId | 0;
            if (object.sportType != null)
                if ($Number(object.sportType) !== 0)
                    message.sportType = object.sportType | 0;
            if (object.competitionId != null)
                if ($Number(object.competitionId) !== 0)
                    message.competitionId = object.competitionId | 0;
            if (object.prevMatchId != null)
                if ($Number(object.prevMatchId) !== 0)
                    message.prevMatchId = object.prevMatchId | 0;
            if (object.anchorInfo != null) {
                if (!$util.isObject(object.anchorInfo))
                    throw $TypeError(".kanqiu.SocketMessage.anchorInfo: object expected");
                message.anchorInfo = $root.kanqiu.AnchorInfo.fromObject(object.anchorInfo, _depth + 1);
            }
            return message;
        };

        /**
         * Creates a plain object from a SocketMessage message. Also converts values to other types if specified.
         * @function toObject
         * @memberof kanqiu.SocketMessage
         * @static
         * @param {kanqiu.SocketMessage} message SocketMessage
         * @param {$protobuf.IConversionOptions} [options] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        SocketMessage.toObject = function (message, options, _depth) {
            if (!options)
                options = {};
            if (_depth === $undefined)
                _depth = 0;
            if (_depth > $util.recursionLimit)
                throw $Error("max depth exceeded");
            let object = {};
            if (options.arrays || options.defaults)
                object.overTimeScore = [];
            if (options.defaults) {
                object.matchId = 0;
                object.timestamp = 0;
                object.type = 0;
                object.hxRoomId = "";
                object.roomId = 0;
                object.sportType = 0;
                object.competitionId = 0;
                object.prevMatchId = 0;
                object.anchorInfo = null;
            }
            if (message.matchId != null && $Object.hasOwnProperty.call(message, "matchId"))
                object.matchId = message.matchId;
            if (message.timestamp != null && $Object.hasOwnProperty.call(message, "timestamp"))
                object.timestamp = options.json && !$isFinite(message.timestamp) ? $String(message.timestamp) : message.timestamp;
            if (message.type != null && $Object.hasOwnProperty.call(message, "type"))
                object.type = message.type;
            if (message.hxRoomId != null && $Object.hasOwnProperty.call(message, "hxRoomId"))
                object.hxRoomId = message.hxRoomId;
            if (message.scoreObj != null && $Object.hasOwnProperty.call(message, "scoreObj")) {
                object.scoreObj = $root.kanqiu.ScoreObj.toObject(message.scoreObj, options, _depth + 1);
                if (options.oneofs)
                    object.payload = "scoreObj";
            }
            if (message.statList != null && $Object.hasOwnProperty.call(message, "statList")) {
                object.statList = $root.kanqiu.StatList.toObject(message.statList, options, _depth + 1);
                if (options.oneofs)
                    object.payload = "statList";
            }
            if (message.tliveList != null && $Object.hasOwnProperty.call(message, "tliveList")) {
                object.tliveList = $root.kanqiu.TliveList.toObject(message.tliveList, options, _depth + 1);
                if (options.oneofs)
                    object.payload = "tliveList";
            }
            if (message.overTimeScore && message.overTimeScore.length) {
                object.overTimeScore = $Array(message.overTimeScore.length);
                for (let j = 0; j < message.overTimeScore.length; ++j)
                    object.overTimeScore[j] = message.overTimeScore[j];
            }
            if (message.roomId != null && $Object.hasOwnProperty.call(message, "roomId"))
                object.roomId = message.roomId;
            if (message.sportType != null && $Object.hasOwnProperty.call(message, "sportType"))
                object.sportType = message.sportType;
            if (message.competitionId != null && $Object.hasOwnProperty.call(message, "competitionId"))
                object.competitionId = message.competitionId;
            if (message.prevMatchId != null && $Object.hasOwnProperty.call(message, "prevMatchId"))
                object.prevMatchId = message.prevMatchId;
            if (message.anchorInfo != null && $Object.hasOwnProperty.call(message, "anchorInfo"))
                object.anchorInfo = $root.kanqiu.AnchorInfo.toObject(message.anchorInfo, options, _depth + 1);
            return object;
        };

        /**
         * Converts this SocketMessage to JSON.
         * @function toJSON
         * @memberof kanqiu.SocketMessage
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        SocketMessage.prototype.toJSON = function() {
            return SocketMessage.toObject(this, $protobuf.util.toJSONOptions);
        };

        /**
         * Gets the type url for SocketMessage
         * @function getTypeUrl
         * @memberof kanqiu.SocketMessage
         * @static
         * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
         * @returns {string} The type url
         */
        SocketMessage.getTypeUrl = function(prefix) {
            if (prefix === $undefined)
                prefix = "type.googleapis.com";
            return prefix + "/kanqiu.SocketMessage";
        };

        return SocketMessage;
    })();

    return kanqiu;
})();

export {
  $root as default
};
