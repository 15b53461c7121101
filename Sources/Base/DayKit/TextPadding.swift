extension String {
    /// The text padded on the left to `width` characters, for columns of plain text.
    public func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
