public enum Preflight {
    public static let version = "0.1.0"
}
