// The most used passwords of at least PASSWORD_MIN characters (shorter ones fail the length rule anyway),
// lower-cased: from the published leak tallies (international and Chinese sites) and this service's own
// name. Deliberately short so the register form can ship it; the slow hash and the login throttle carry
// the rest.

/** Words separated by white space; none contains any. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
12345678 123456789 1234567890 12345678910 0123456789 87654321 987654321 9876543210 11111111
111111111 1111111111 00000000 000000000 0000000000 88888888 888888888 66666666 666666666 99999999
77777777 55555555 22222222 33333333 44444444 12341234 11223344 112233445566 123123123 123456123456
12121212 123321123 147258369 159357456 741852963 789456123 123654789 147852369 963852741 12344321
13579246 31415926 3.1415926 20202020 19901990 20082008 5201314520 1314520520 520520520 5201314521
13141314 168168168 66668888 88886666 11112222 12345687 123456780
qwertyui qwertyuiop qwerty12 qwerty123 qwerty1234 qwer1234 1234qwer asdfghjk asdfghjkl asdf1234
1234asdf zxcvbnm1 zxcvbnm123 zxcvbnm12 qazwsxedc qazwsxedcrfv 1qaz2wsx 1qazxsw2 1qaz@wsx !qaz2wsx
zaq12wsx zaq1xsw2 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 123qweasd
123qweasdzxc qweasdzxc qweqweqwe qwe123qwe asdasdasd zxczxczxc 1q2w3e4r5 qwertyqwerty abcdefgh
abcdefg1
a1234567 a12345678 a123456789 1234567a 12345678a 123456789a abc12345 abc123456 abc123456789
abcd1234 abcd12345 123456abc 123abc123 aa123456 aaa123456 123456aa a11111111 aa111111 qq123456
qq123456789 qqqqqqqq aaaaaaaa zz123456 a5201314 woaini1314 woaini520 woaini123 woaiwojia wang1234
wang123456 zhang123 zhang123456 li123456 liu123456 chen123456 xiaoming huang123 iloveyou iloveyou1
iloveyou2
password password1 password12 password123 password1234 password! passw0rd passw0rd! p@ssw0rd
p@ssword p@ssw0rd1 pass1234 password01 mypassword changeme changeme123 letmein1
letmein123 trustno1 welcome1 welcome123 admin123 admin1234 admin888 administrator root1234 test1234
test123456 guest123 default1 sunshine princess football football1 baseball superman starwars
whatever computer internet michael1 jennifer jordan23 liverpool charlie1 master123 monkey123
dragon123 shadow123 mustang1 pokemon1 iloveyou! qwerty!@ goldpost goldpost1 goldpost123
goldpost2026
`
    .trim()
    .split(/\s+/),
);
