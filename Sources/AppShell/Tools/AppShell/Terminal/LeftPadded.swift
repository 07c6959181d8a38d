extension String {
    /// The string right-aligned in `width` characters, padded with `pad` (spaces by default).
    func leftPadded(to width: Int, with pad: Character = " ") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
