import Foundation

extension Double {
    /// The number with at most two decimals and no trailing zeros: 8, 2.5, 0.25, -0.5. Written in
    /// whole-number arithmetic, not `String(format:)`, because pages print thousands of them
    /// (chart coordinates, values) and formatting is slow on Linux.
    public var twoDecimalText: String {
        let hundredths = Int64((self * 100).rounded())
        let whole = hundredths / 100
        let fraction = abs(hundredths % 100)
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if fraction == 0 { return sign + String(whole) }
        if fraction % 10 == 0 { return sign + "\(whole).\(fraction / 10)" }
        return sign + "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

extension Double {
    /// A number as a person types it, with a decimal point or a decimal comma ("2.5" and "2,5"
    /// alike), spaces around it ignored; nil when it is not a finite number. The one reading of a
    /// typed number, for web forms (`Form.number`) and the command line alike.
    public init?(decimalText text: some StringProtocol) {
        let clean = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
        guard let value = Double(clean), value.isFinite else { return nil }
        self = value
    }
}
