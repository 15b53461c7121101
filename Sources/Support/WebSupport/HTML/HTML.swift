import DayKit

/// A piece of HTML. Pages are Swift functions that return it, written as the markup they produce:
///
/// ```swift
/// let row: HTML = "<li class=\"row\">\(task.title)</li>"
/// ```
///
/// Literal text is markup, taken as is. Every interpolated `String` (or number) is text, escaped
/// (`& < > " '`), so it is safe in element content and in quoted attribute values alike.
/// Interpolated `HTML` is inserted as is. There is no way to turn a `String` into markup except
/// `HTML(trustedMarkup:)`, the one explicit door: appending unescaped user text does not compile.
public struct HTML: Sendable, Hashable {
    /// The markup.
    public private(set) var rendered: String

    /// Nothing.
    public static let empty: HTML = ""

    /// Markup that the program wrote itself (icons, fixed SVG), never text from a user or a file.
    /// NB: the only way to insert a `String` unescaped; grep for `trustedMarkup` to audit.
    public init(trustedMarkup: String) {
        rendered = trustedMarkup
    }

    /// `text`, escaped.
    public init(text: String) {
        rendered = ""
        HTML.escape(text, into: &rendered)
    }

    // MARK: - Escaping

    /// Appends `text` to `output` with `& < > " '` replaced by character references.
    static func escape(_ text: String, into output: inout String) {
        let utf8 = text.utf8
        let special: (UInt8) -> Bool = { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }
        // NB: most text has nothing to escape; scanning the bytes in place is several times faster
        // than through the view's indices, and a page escapes thousands of strings.
        guard utf8.withContiguousStorageIfAvailable({ $0.contains(where: special) }) ?? utf8.contains(where: special) else {
            output += text
            return
        }
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let reference: String? = switch utf8[index] {
            case 0x26: "&amp;"
            case 0x3C: "&lt;"
            case 0x3E: "&gt;"
            case 0x22: "&quot;"
            case 0x27: "&#39;"
            default: nil
            }
            if let reference {
                output += text[start..<index]
                output += reference
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        output += text[start..<utf8.endIndex]
    }
}

extension HTML: ExpressibleByStringInterpolation {
    /// A literal is markup. NB: the compiler calls this for literals only; calling it by name with
    /// a variable is the kind of door `HTML(trustedMarkup:)` exists for, and review refuses it.
    public init(stringLiteral value: String) {
        rendered = value
    }

    /// A literal with interpolations: literal parts are markup, interpolated text is escaped.
    public init(stringInterpolation: Interpolation) {
        rendered = stringInterpolation.output
    }

    /// Builds markup from a literal: `String` is escaped, `HTML` is inserted as is.
    public struct Interpolation: StringInterpolationProtocol {
        var output: String

        public init(literalCapacity: Int, interpolationCount: Int) {
            output = ""
            output.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        /// Text: escaped.
        public mutating func appendInterpolation(_ text: String) {
            HTML.escape(text, into: &output)
        }

        /// Text, or nothing for nil.
        public mutating func appendInterpolation(_ text: String?) {
            if let text { HTML.escape(text, into: &output) }
        }

        /// A whole number.
        public mutating func appendInterpolation(_ number: Int) {
            output += String(number)
        }

        /// A whole number.
        public mutating func appendInterpolation(_ number: Int64) {
            output += String(number)
        }

        /// A decimal, with at most two decimals (SVG coordinates).
        public mutating func appendInterpolation(_ number: Double) {
            output += HTML.decimal(number)
        }

        /// Markup: as is.
        public mutating func appendInterpolation(_ html: HTML) {
            let size = html.rendered.utf8.count
            // NB: a large part (a page's content, a list of 200 rows) is followed by the rest of its
            // literal: room is made for that too, so that the string is not copied again for it.
            if size > 16_384 { output.reserveCapacity(output.utf8.count + size + 16_384) }
            output += html.rendered
        }

        /// Markup, or nothing for nil.
        public mutating func appendInterpolation(_ html: HTML?) {
            if let html { output += html.rendered }
        }

        /// Markup for each element, one after the other.
        public mutating func appendInterpolation(_ parts: [HTML]) {
            var total = output.utf8.count
            for part in parts { total += part.rendered.utf8.count }
            output.reserveCapacity(total > 16_384 ? total + 16_384 : total)
            for part in parts { output += part.rendered }
        }

        /// `html` when `condition` holds, else nothing: `<a \(if: isCurrent, "aria-current=\"page\"")>`.
        public mutating func appendInterpolation(if condition: Bool, _ html: HTML) {
            if condition { output += html.rendered }
        }
    }
}

extension HTML {
    /// `number` with at most two decimals and no trailing zeros: 12, 12.5, 12.34.
    static func decimal(_ number: Double) -> String { number.twoDecimalText }
}
