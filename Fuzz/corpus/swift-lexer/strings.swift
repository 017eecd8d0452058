let a = #"raw \#(x) "# + """
  multi \(y("\(z)"))
  """
let r = #/a+/#
/* nested /* comment */ */
@MainActor func f() { if g(x) { } ; h { } }
